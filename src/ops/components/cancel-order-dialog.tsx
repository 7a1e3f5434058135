import * as React from 'react';
import { useAtomValue } from 'jotai';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { CANCEL_REASON_MESSAGE } from '@laundry-accra/domain/statuses';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/change-order-status';

export interface CancelOrderDialogProps {
  /** The order to cancel, as the screen shows it (its version goes with the request). */
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'version'> | null;
  onClose: () => void;
}

/**
 * Cancelling an order: the reason is required (the customer is told it), and the order is only
 * cancelled if nobody changed it since the screen showed it.
 */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const pending = changeStatus.isPending && changeStatus.variables?.id === order?.id;

  React.useEffect(() => {
    setReason('');
    setError(undefined);
  }, [order?.id]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!order) return;
    const note = reason.trim();
    if (!note) {
      setError(CANCEL_REASON_MESSAGE);
      return;
    }
    changeStatus.mutate(
      { id: order.id, body: { status: 'cancelled', version: order.version, note } },
      { onSettled: onClose },
    );
  };

  return (
    <DialogForm
      open={order !== null}
      onClose={onClose}
      pending={pending}
      title={order ? `Cancel ${order.order_number}` : 'Cancel order'}
      description="The customer is told the reason. A payment made online is refunded."
      submitLabel="Cancel order"
      submitVariant="danger"
      closeLabel="Keep order"
      onSubmit={submit}
    >
      <TextArea
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        maxLength={500}
        rows={3}
        data-autofocus
      />
    </DialogForm>
  );
}
