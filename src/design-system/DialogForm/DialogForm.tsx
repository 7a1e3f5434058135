import * as React from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { DialogFormFields } from './DialogForm.styles';

export interface DialogFormProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close buttons or a click outside; ignored while the form is being sent. */
  onClose: () => void;
  /** The heading; it also names the dialog and its form for screen readers. */
  title: string;
  /** A sentence under the title: what saving does. */
  description?: React.ReactNode;
  /** Called when the form is submitted (the submit button or Enter in a field). */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The form is being sent: the submit button spins, the close button is off, the dialog stays open. */
  pending?: boolean;
  /** The submit button's words. */
  submitLabel?: string;
  /** The submit button's look: 'danger' for a cancellation, 'success' for money taken. */
  submitVariant?: ButtonVariant;
  /** The words of the button that closes without sending. */
  closeLabel?: string;
  /** The fields, one under another. Mark the one to focus first with `data-autofocus`. */
  children: React.ReactNode;
}

/**
 * A form in a dialog, its buttons at the foot: close without sending, and send. The form is not
 * checked by the browser (`noValidate`): the caller's rules and the API's messages are shown.
 */
export function DialogForm({
  open,
  onClose,
  title,
  description,
  onSubmit,
  pending = false,
  submitLabel = 'Save',
  submitVariant = 'primary',
  closeLabel = 'Close',
  children,
}: DialogFormProps) {
  const formId = React.useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {closeLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <DialogFormFields id={formId} onSubmit={onSubmit} noValidate aria-label={title} data-ui="dialog-form">
        {children}
      </DialogFormFields>
    </Dialog>
  );
}
