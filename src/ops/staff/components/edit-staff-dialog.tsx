import * as React from 'react';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { isStaffRole } from '@laundry-accra/domain/roles';
import type { StaffChangesBody, StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import { errorMessage } from '@/lib/api-client';
import { useEditedCopy } from '@/lib/use-edited-copy';
import { changeStaffMutationAtom } from '../api/change-staff';
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
  const saved = React.useMemo(() => accessOf(member), [member]);
  const [access, setAccess] = useEditedCopy(saved);

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
    <DialogForm
      open={member !== null}
      onClose={onClose}
      pending={change.isPending}
      title={member ? `Change ${member.name}'s access` : 'Change access'}
      description="Demoting an admin signs them out everywhere at once."
      onSubmit={submit}
    >
      <StaffAccessFields value={access} onChange={setAccess} ownAccount={ownAccount} />
    </DialogForm>
  );
}
