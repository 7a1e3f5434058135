import * as React from 'react';
import styled from 'styled-components';
import { BreakAfterDashes } from '@/lib/break-after-dashes';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { PaymentMarks } from '@/design-system/PaymentMarks/PaymentMarks';
import { formatMoney } from '@laundry-accra/domain/format';
import { fromPesewas } from '@laundry-accra/domain/money';
import { PAY_MESSAGES } from '@laundry-accra/domain/payments';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import { useLastPresent } from '../use-last-present';

export interface PaymentDialogProps {
  /** The payment "Make Payment" started (or found already started). */
  payment: PayResponse | null;
  /** What is paid for, in the dialog's words. */
  kind: 'booking' | 'subscription';
  /** 'Confirm Booking' or 'Confirm Payment': opens the checkout. */
  onConfirm: (payment: PayResponse) => void;
  /** Closed without confirming. */
  onClose: () => void;
}

/** The confirm label of SPEC §1: bookings confirm the booking, subscriptions the payment. */
export const confirmLabelFor = (kind: PaymentDialogProps['kind']) => (kind === 'booking' ? 'Confirm Booking' : 'Confirm Payment');

/** The amount and reference of a payment, and the button that opens its checkout. */
export function PaymentDialog({ payment: current, kind, onConfirm, onClose }: PaymentDialogProps) {
  const payment = useLastPresent(current);
  const alreadyStarted = payment?.message === PAY_MESSAGES.alreadyInitiated;
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      size="sm"
      title={alreadyStarted ? 'Payment already initiated' : 'Make Payment'}
      description={
        alreadyStarted
          ? `You already started paying for this ${kind}. You can complete that payment now.`
          : `Your payment reference has been generated. Confirm to pay for this ${kind} by card or mobile money.`
      }
      footer={
        payment && (
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(payment)} data-autofocus>
              {confirmLabelFor(kind)}
            </Button>
          </>
        )
      }
    >
      {payment && (
        <Summary>
          <dt>Amount</dt>
          <dd>{formatMoney(fromPesewas(payment.data.amount))}</dd>
          <dt>Reference</dt>
          <dd>
            <Reference>
              <BreakAfterDashes text={payment.data.reference} />
            </Reference>
          </dd>
          <dt>Pay with</dt>
          <dd>
            <PaymentMarks />
          </dd>
        </Summary>
      )}
    </Dialog>
  );
}

/*
 * 1. The reference breaks only after its dash (BreakAfterDashes), never mid-run.
 */
const Reference = styled.code`
  overflow-wrap: normal; /* [1] */
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Amount and reference, label above value so a long reference fits a phone. */
export const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  dd:last-child {
    margin-bottom: 0;
  }
`;
