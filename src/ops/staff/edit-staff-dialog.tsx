import * as React from 'react';
import { useAtomValue } from 'jotai';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { isStaffRole } from '@laundry-accra/domain/roles';
import type { StaffChangesBody, StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import { errorMessage } from '@/lib/api-client';
import { changeStaffMutationAtom } from './staff-api';
import { StaffAccessFields, type StaffAccess } from './staff-access-fields';

export interface EditStaffDialogProps {
  /** The account being changed; null keeps the dialog closed. */
  member: StaffMemberDto | null;
  /** True when it is the admin's own account, whose role stays. */
  ownAccount: boolean;
  onClose: () => void;
}

const accessOf = (member: StaffMemberDto | null): StaffAccess => ({
  role: member && isStaffRole(member.role) ? member.role : 'staff',
  branch: member?.branch?.id ?? '',
});

/** A new role or branch for an account; only what changed is sent. */
export function EditStaffDialog({ member, ownAccount, onClose }: EditStaffDialogProps) {
  const change = useAtomValue(changeStaffMutationAtom);
  const [access, setAccess] = React.useState(() => accessOf(member));
  const formId = React.useId();

  React.useEffect(() => setAccess(accessOf(member)), [member]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const before = accessOf(member);
    const body: StaffChangesBody = {};
    if (access.role !== before.role) body.role = access.role;
    if (access.branch !== before.branch) body.branch = access.branch || null;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    change.mutate({ id: member.id, body }, { onSuccess: onClose, onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <Dialog
      open={member !== null}
      onClose={change.isPending ? () => undefined : onClose}
      size="sm"
      title={member ? `Change ${member.name}'s access` : 'Change access'}
      description="Demoting an admin signs them out everywhere at once."
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={change.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Fields id={formId} onSubmit={submit} noValidate>
        <StaffAccessFields value={access} onChange={setAccess} ownAccount={ownAccount} />
      </Fields>
    </Dialog>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
