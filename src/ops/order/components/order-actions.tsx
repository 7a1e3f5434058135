import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { isPaymentOwed } from '@laundry-accra/domain/payment-state';
import { formatMoney } from '@laundry-accra/domain/format';
import { changeStatusMutationAtom } from '@/ops/api/change-order-status';
import { CancelOrderDialog } from '@/ops/components/cancel-order-dialog';
import { useStatusMove } from '@/ops/components/early-pickup-dialog';
import { MoveBackDialog } from '@/ops/components/move-back-dialog';
import { moveLabel } from '@/ops/components/move-order-menu';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { RecordPaymentDialog } from '@/ops/components/record-payment-dialog';
import { OverrideReadyDialog, overrideLabel, type ReadyOverride } from '@/ops/components/override-ready-dialog';

/** True when staff may record a counter payment for the order: it is not cancelled and still owes money. */
export const canTakePayment = (order: Pick<OpsBookingDetailDto, 'status' | 'payment_state'>): boolean =>
  order.status !== 'cancelled' && isPaymentOwed(order.payment_state);

/** The order's buttons: its next statuses, moving the last step back, record payment, and cancel (each write with its dialog). */
export function OrderActions({ order }: { order: OpsBookingDetailDto }) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const [cancelling, setCancelling] = React.useState(false);
  const [paying, setPaying] = React.useState(false);
  const [movingBack, setMovingBack] = React.useState(false);
  const statusMove = useStatusMove(order);
  const [override, setOverride] = React.useState<ReadyOverride | null>(null);
  // The other 'Ready for …' than the customer chose is a deliberate step with its reason.
  const overrides = order.override_statuses ?? [];
  const moving = changeStatus.isPending && changeStatus.variables?.id === order.id ? changeStatus.variables.body.status : undefined;
  const moves = order.next_statuses.filter((status) => status !== 'cancelled');
  const cancellable = order.next_statuses.includes('cancelled');

  // A balance (part paid, or weighed more than paid for) is taken like any payment.
  const balance = order.payment_state.state === 'balance_due' ? order.payment_state.amount : null;
  const takesPayment = canTakePayment(order);
  if (moves.length === 0 && overrides.length === 0 && !cancellable && !takesPayment && !order.move_back) return null;
  return (
    <>
      <ButtonRow gap={2} wrap>
        {moves.map((status) => (
          <Button
            key={status}
            loading={moving === status}
            disabled={moving !== undefined && moving !== status}
            onClick={() => statusMove.move(status)}
          >
            {moveLabel(status)}
          </Button>
        ))}
        {overrides.map((status) => (
          <Button key={status} variant="secondary" disabled={moving !== undefined} onClick={() => setOverride({ order, status })}>
            {overrideLabel(status)}
          </Button>
        ))}
        {order.move_back && (
          <Button variant="secondary" disabled={moving !== undefined} onClick={() => setMovingBack(true)}>
            {`Move back to ${statusLook(order.move_back.to).label}`}
          </Button>
        )}
        {takesPayment && (
          <Button variant="success" onClick={() => setPaying(true)}>
            {balance !== null ? `Record balance (${formatMoney(balance)})` : 'Record payment'}
          </Button>
        )}
        {cancellable && (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            Cancel order
          </Button>
        )}
      </ButtonRow>
      <CancelOrderDialog order={cancelling ? order : null} onClose={() => setCancelling(false)} />
      <MoveBackDialog order={movingBack ? order : null} onClose={() => setMovingBack(false)} />
      {statusMove.dialog}
      <OverrideReadyDialog override={override} onClose={() => setOverride(null)} />
      <RecordPaymentDialog order={paying ? order : null} onClose={() => setPaying(false)} />
    </>
  );
}
