import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { paymentStatusLook } from '@laundry-accra/domain/status-looks';
import type { PaymentStatus } from '@laundry-accra/domain/statuses';
import { Button } from '@/design-system/Button/Button';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { formatMoney } from '@laundry-accra/domain/format';
import { NOTHING_DUE_NOTE, PAYMENT_METHOD_LABELS } from '@laundry-accra/domain/payments';
import type { OpsBookingDetailDto, ReceivedPaymentDto } from '@laundry-accra/domain/schemas/ops';
import { MOBILE_MONEY_NETWORK_LABELS } from '@laundry-accra/domain/counter-payment';
import { formatPhone } from '@laundry-accra/domain/phone';
import { retryRefundMutationAtom } from '@/ops/api/retry-refund';
import { formatAccraTime } from '@/ops/components/accra-time';

/** Attempts whose status says more than the payment state: a checkout open, a payment or refund that failed. */
const ATTEMPT_NEWS: readonly PaymentStatus[] = ['pending', 'failed', 'refund_failed'];

/** How the order was paid, and where its refund stands once it was cancelled. */
export function OrderPayment({ order }: { order: OpsBookingDetailDto }) {
  const retryRefund = useAtomValue(retryRefundMutationAtom);
  const payment = order.transaction;
  const retrying = retryRefund.isPending && retryRefund.variables?.id === order.id;
  const receivedId = React.useId();
  return (
    <>
      <DetailList>
        <dt>Payment</dt>
        <dd>
          <PaymentState total={order.total} paymentState={order.payment_state} />
        </dd>
        {ATTEMPT_NEWS.includes(payment.payment_status) && (
          <>
            <dt>Last attempt</dt>
            <dd>
              {formatMoney(payment.amount)} · {paymentStatusLook(payment.payment_status).label}
            </dd>
          </>
        )}
      </DetailList>
      {order.payments.length > 0 && (
        <>
          <ReceivedTitle id={receivedId}>
            {order.payments.length === 1 ? 'Payment received' : `Payments received (${order.payments.length})`}
          </ReceivedTitle>
          <Received aria-labelledby={receivedId}>
            {order.payments.map((received) => (
              <ReceivedPaymentLine key={received.id} payment={received} />
            ))}
          </Received>
        </>
      )}
      {order.payment_state.state === 'covered' && (
        <Notice $tone="success">
          <p>{NOTHING_DUE_NOTE}</p>
        </Notice>
      )}
      {payment.payment_status === 'refund_failed' && (
        <Notice role="alert" $tone="danger">
          <p>The refund failed{payment.refund_error ? `: ${payment.refund_error}` : '.'}</p>
          <Button variant="secondary" size="sm" loading={retrying} onClick={() => retryRefund.mutate({ id: order.id, body: {} })}>
            Retry refund
          </Button>
        </Notice>
      )}
      {payment.refund_instruction && (
        <Notice $tone="warning">
          <p>{payment.refund_instruction}</p>
        </Notice>
      )}
      {payment.payment_status === 'refunded' && (
        <Notice $tone="success">
          <p>The payment was refunded to the customer.</p>
        </Notice>
      )}
    </>
  );
}

/**
 * One payment that took money: how much, how (the network and the payer's number for mobile
 * money), and for cash handed over beyond what was owed what was tendered and the change given;
 * then when, by whom, and its reference.
 */
function ReceivedPaymentLine({ payment }: { payment: ReceivedPaymentDto }) {
  const when = [
    payment.paid_at && formatAccraTime(payment.paid_at),
    payment.received_by && `by ${payment.received_by.name}`,
  ].filter(Boolean);
  return (
    <li>
      <span>
        <strong>{formatMoney(payment.amount)}</strong> · <span>{PAYMENT_METHOD_LABELS[payment.method]}</span>
        {payment.network && <> · {MOBILE_MONEY_NETWORK_LABELS[payment.network]}</>}
        {payment.payer_phone && <> · {formatPhone(payment.payer_phone)}</>}
        {payment.payment_status !== 'paid' && <> · {paymentStatusLook(payment.payment_status).label}</>}
      </span>
      {payment.tendered && payment.change && (
        <Small>
          {formatMoney(payment.tendered)} handed over, {formatMoney(payment.change)} change given
        </Small>
      )}
      {when.length > 0 && <Small>{when.join(' ')}</Small>}
      {payment.reference && (
        <Small>
          Reference <code>{payment.reference}</code>
        </Small>
      )}
    </li>
  );
}

const ReceivedTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Received = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notice = styled.div<{ $tone: 'danger' | 'warning' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
