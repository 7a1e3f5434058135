import * as React from 'react';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import { errorMessage } from '@/lib/api-client';
import { changeStaffMutationAtom } from '../api/change-staff';

export interface StaffAccessDialogProps {
  /** The account to deactivate (if active) or reactivate; null keeps the dialog closed. */
  member: StaffMemberDto | null;
  onClose: () => void;
}

/** Asks before taking an account's access away (it is signed out everywhere) or giving it back. */
export function StaffAccessDialog({ member, onClose }: StaffAccessDialogProps) {
  const change = useAtomValue(changeStaffMutationAtom);
  const deactivating = member?.is_active ?? false;
  const verb = deactivating ? 'Deactivate' : 'Reactivate';

  const confirm = () => {
    if (!member) return;
    change.mutate(
      { id: member.id, body: { is_active: !member.is_active } },
      { onSuccess: onClose, onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  return (
    <Dialog
      open={member !== null}
      onClose={change.isPending ? () => undefined : onClose}
      size="sm"
      title={member ? `${verb} ${member.name}?` : verb}
      description={
        deactivating
          ? 'They are signed out everywhere at once and can no longer open the console.'
          : 'They can sign in to the console again.'
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
            Close
          </Button>
          <Button variant={deactivating ? 'danger' : 'primary'} onClick={confirm} loading={change.isPending}>
            {verb}
          </Button>
        </>
      }
    />
  );
}
