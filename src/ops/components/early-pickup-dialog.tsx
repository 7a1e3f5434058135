import * as React from 'react';
import { useAtomValue } from 'jotai';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { formatPickupDay } from '@laundry-accra/domain/pickup-windows';
import { skipsAheadOfPickup, type BookingStatus } from '@laundry-accra/domain/statuses';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/change-order-status';

type MovedOrder = Pick<
  OpsBookingRowDto,
  'id' | 'order_number' | 'status' | 'version' | 'pickup_date'
>;

export interface EarlyPickupDialogProps {
  /** The order about to be marked picked up before its pickup day, or null when closed. */
  order: MovedOrder | null;
  onClose: () => void;
}

/**
 * Asks before an order is marked picked up ahead of the day its customer chose: the customer is
 * told at once, so a tap on the wrong card should be caught here, not undone after.
 */
export function EarlyPickupDialog({ order, onClose }: EarlyPickupDialogProps) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const pending = changeStatus.isPending && changeStatus.variables?.id === order?.id;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!order) return;
    changeStatus.mutate(
      { id: order.id, body: { status: 'picked_up', version: order.version } },
      { onSettled: onClose },
    );
  };
  return (
    <DialogForm
      open={order !== null}
      onClose={onClose}
      pending={pending}
      title={order ? `Pick up ${order.order_number} early?` : 'Pick up early?'}
      description={
        order
          ? `Its pickup is booked for ${formatPickupDay(order.pickup_date)}. The customer is told at once that it has been collected.`
          : undefined
      }
      submitLabel="Yes, it is collected"
      closeLabel="No, go back"
      onSubmit={submit}
    >
      {null}
    </DialogForm>
  );
}

/**
 * Moves an order to `status`, asking first when that would pick it up ahead of its pickup day:
 * `move` starts the move, `dialog` is the question to render beside the button that calls it.
 */
export function useStatusMove(order: MovedOrder): {
  move: (status: BookingStatus) => void;
  dialog: React.ReactNode;
} {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const [asking, setAsking] = React.useState(false);
  const move = (status: BookingStatus) => {
    if (skipsAheadOfPickup(status, order.pickup_date, todayInAccra())) setAsking(true);
    else changeStatus.mutate({ id: order.id, body: { status, version: order.version } });
  };
  return {
    move,
    dialog: <EarlyPickupDialog order={asking ? order : null} onClose={() => setAsking(false)} />,
  };
}
