import * as React from 'react';
import { DialogForm, type DialogFormProps } from '@/design-system/DialogForm/DialogForm';
import { TextArea } from '@/design-system/TextArea/TextArea';

export interface ReasonDialogProps extends Pick<DialogFormProps, 'onClose' | 'title' | 'description' | 'pending' | 'submitLabel' | 'submitVariant' | 'closeLabel'> {
  /** What the dialog is about (an order, a move): open while set; a new one empties the field. */
  openFor: string | null;
  /** The field's label. */
  label?: string;
  /** What the field says when it is left empty. */
  required: string;
  /** Sends the reason, trimmed; call `settled` once the request has an answer (the dialog closes). */
  send: (reason: string, settled: () => void) => void;
}

/**
 * A step staff take with its reason, which the customer or the timeline is told: the reason is
 * required, and the step is sent only with one (cancelling, moving a step back, going against
 * the customer's choice).
 */
export function ReasonDialog({ openFor, onClose, label = 'Reason', required, send, ...dialog }: ReasonDialogProps) {
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();

  React.useEffect(() => {
    setReason('');
    setError(undefined);
  }, [openFor]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (openFor === null) return;
    const why = reason.trim();
    if (!why) {
      setError(required);
      return;
    }
    send(why, onClose);
  };

  return (
    <DialogForm {...dialog} open={openFor !== null} onClose={onClose} onSubmit={submit}>
      <TextArea label={label} value={reason} onChange={(event) => setReason(event.target.value)} error={error} maxLength={500} rows={3} data-autofocus />
    </DialogForm>
  );
}
