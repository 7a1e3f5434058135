import * as React from 'react';
import { useAtomValue } from 'jotai';
import { CANCEL_REASON_MESSAGE } from '@laundry-accra/domain/statuses';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/change-order-status';
import { ReasonDialog } from './reason-dialog';

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
  return (
    <ReasonDialog
      openFor={order?.id ?? null}
      onClose={onClose}
      pending={changeStatus.isPending && changeStatus.variables?.id === order?.id}
      title={order ? `Cancel ${order.order_number}` : 'Cancel order'}
      description="The customer is told the reason. A payment made online is refunded."
      submitLabel="Cancel order"
      submitVariant="danger"
      closeLabel="Keep order"
      required={CANCEL_REASON_MESSAGE}
      send={(note, settled) =>
        order && changeStatus.mutate({ id: order.id, body: { status: 'cancelled', version: order.version, note } }, { onSettled: settled })
      }
    />
  );
}
