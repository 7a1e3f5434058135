import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConsoleMessage } from '@/ops/components/screen-states';
import type { OpsScreenProps } from '@/ops/screen-props';
import { isAdmin, useStaffMember } from '@/ops/session/staff-member';
import { EditStaffDialog } from './edit-staff-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { staffQueryAtom } from '../api/get-staff';
import { StaffAccessDialog } from './staff-access-dialog';
import { StaffTable } from './staff-table';

/** The message a staff member gets who opens the Staff page's address. */
export const ADMINS_ONLY_MESSAGE = 'Only an admin can manage staff.';

/** The team and its access, for an admin. */
function StaffManagement({ myId }: { myId: string }) {
  const staff = useAtomValue(staffQueryAtom);
  const [inviting, setInviting] = React.useState(false);
  const [editing, setEditing] = React.useState<StaffMemberDto | null>(null);
  const [toggling, setToggling] = React.useState<StaffMemberDto | null>(null);

  return (
    <>
      <PageHeader title="Staff" actions={<Button onClick={() => setInviting(true)}>Invite</Button>} />
      <QueryView query={staff} loadingLabel="Loading staff" errorTitle="We could not load the staff.">
        {(result) => <StaffTable staff={result.results} myId={myId} onEdit={setEditing} onToggleAccess={setToggling} />}
      </QueryView>
      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} />
      <EditStaffDialog member={editing} ownAccount={editing?.id === myId} onClose={() => setEditing(null)} />
      <StaffAccessDialog member={toggling} onClose={() => setToggling(null)} />
    </>
  );
}

/**
 * /ops/staff: admins invite staff and change their role, branch and access. The navigation hides
 * the page from staff; one who opens its address is told why it is not for them (the API refuses
 * them too), so the list is not even asked for.
 */
export function StaffScreen(_props: OpsScreenProps) {
  useDocumentTitle('Staff');
  const member = useStaffMember();
  if (!isAdmin(member)) return <ConsoleMessage title={ADMINS_ONLY_MESSAGE} detail="Ask an admin to invite, change or deactivate an account." />;
  return <StaffManagement myId={member.id} />;
}
