import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import type { PaymentStatus } from '@laundry-accra/domain/statuses';
import { formatMoney } from '@laundry-accra/domain/format';
import { changeStatusMutationAtom } from '@/ops/api/change-order-status';
import { CancelOrderDialog } from '@/ops/components/cancel-order-dialog';
import { moveLabel } from '@/ops/components/move-order-menu';
import { RecordPaymentDialog } from '@/ops/components/record-payment-dialog';
import { OverrideReadyDialog, overrideLabel, type ReadyOverride } from '@/ops/components/override-ready-dialog';

/** Payment statuses in which the counter may still take the money. */
const PAYABLE: readonly PaymentStatus[] = ['unpaid', 'pending', 'failed'];

/** True when staff may record a counter payment for the order. */
export const canTakePayment = (order: Pick<OpsBookingDetailDto, 'status' | 'payment_status'>): boolean =>
  order.status !== 'cancelled' && PAYABLE.includes(order.payment_status);

/** The order's buttons: its next statuses, record payment, and cancel (each write with its dialog). */
export function OrderActions({ order }: { order: OpsBookingDetailDto }) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const [cancelling, setCancelling] = React.useState(false);
  const [paying, setPaying] = React.useState(false);
  const [override, setOverride] = React.useState<ReadyOverride | null>(null);
  // The other 'Ready for …' than the customer chose is a deliberate step with its reason.
  const overrides = order.override_statuses ?? [];
  const moving = changeStatus.isPending && changeStatus.variables?.id === order.id ? changeStatus.variables.body.status : undefined;
  const moves = order.next_statuses.filter((status) => status !== 'cancelled');
  const cancellable = order.next_statuses.includes('cancelled');

  // A balance after weighing (paid on the estimate, weighed more) is taken like any payment.
  const balance = order.payment_state.state === 'balance_due' ? order.payment_state.amount : null;
  const takesPayment = canTakePayment(order) || balance !== null;
  if (moves.length === 0 && overrides.length === 0 && !cancellable && !takesPayment) return null;
  return (
    <>
      <ButtonRow gap={2} wrap>
        {moves.map((status) => (
          <Button
            key={status}
            loading={moving === status}
            disabled={moving !== undefined && moving !== status}
            onClick={() => changeStatus.mutate({ id: order.id, body: { status, version: order.version } })}
          >
            {moveLabel(status)}
          </Button>
        ))}
        {overrides.map((status) => (
          <Button key={status} variant="secondary" disabled={moving !== undefined} onClick={() => setOverride({ order, status })}>
            {overrideLabel(status)}
          </Button>
        ))}
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
      <OverrideReadyDialog override={override} onClose={() => setOverride(null)} />
      <RecordPaymentDialog
        order={paying ? order : null}
        balance={balance ?? undefined}
        onClose={() => setPaying(false)}
      />
    </>
  );
}
