import * as React from 'react';
import { FORM_ERROR } from '@/lib/form/form-error';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { TextField } from '@/design-system/TextField/TextField';
import type { StaffInviteBody } from '@laundry-accra/domain/schemas/ops';
import { toSubmissionErrors } from '@/lib/form/submission-errors';
import { inviteStaffMutationAtom } from '../api/invite-staff';
import { StaffAccessFields, type StaffAccess } from './staff-access-fields';

const FIELDS = ['name', 'email', 'role', 'branch'] as const;
type InviteField = (typeof FIELDS)[number];

const EMPTY = { name: '', email: '', access: { role: 'staff', branch: '' } as StaffAccess };

export interface InviteStaffDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invites someone to the console: the account is made without a password and the invitee gets an
 * email with a code to set one. The API checks the fields; its messages land on them.
 */
export function InviteStaffDialog({ open, onClose }: InviteStaffDialogProps) {
  const invite = useAtomValue(inviteStaffMutationAtom);
  const [name, setName] = React.useState(EMPTY.name);
  const [email, setEmail] = React.useState(EMPTY.email);
  const [access, setAccess] = React.useState(EMPTY.access);
  const [errors, setErrors] = React.useState<Partial<Record<InviteField, string>>>({});

  React.useEffect(() => {
    if (!open) return;
    setName(EMPTY.name);
    setEmail(EMPTY.email);
    setAccess(EMPTY.access);
    setErrors({});
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body: StaffInviteBody = { name: name.trim(), email: email.trim(), role: access.role, branch: access.branch || null };
    invite.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const { [FORM_ERROR]: message, ...byField } = toSubmissionErrors(error, FIELDS);
        setErrors(byField);
        if (message) toast.error(message);
      },
    });
  };

  return (
    <DialogForm
      open={open}
      onClose={onClose}
      pending={invite.isPending}
      title="Invite to the console"
      description="They get an email with a code to set their password."
      submitLabel="Invite"
      onSubmit={submit}
    >
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" data-autofocus />
      <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} autoComplete="off" />
      <StaffAccessFields value={access} onChange={setAccess} errors={errors} />
    </DialogForm>
  );
}
