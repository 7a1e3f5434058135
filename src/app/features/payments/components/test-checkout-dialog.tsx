import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { formatMoney } from '@laundry-accra/domain/format';
import { fromPesewas } from '@laundry-accra/domain/money';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import { useLastPresent } from '../use-last-present';

export interface TestCheckoutDialogProps {
  /** The payment being "paid"; null when the dialog is closed. */
  payment: PayResponse | null;
  /** True while the server records and confirms it. */
  paying: boolean;
  /** 'Pay now'. */
  onPay: (payment: PayResponse) => void;
  /** 'Cancel', Escape or a click outside. */
  onCancel: () => void;
}

/**
 * The offline sandbox's checkout, shown instead of Paystack's when no payment provider is
 * configured. It says plainly that it moves no money.
 */
export function TestCheckoutDialog({ payment: current, paying, onPay, onCancel }: TestCheckoutDialogProps) {
  const payment = useLastPresent(current);
  return (
    <Dialog
      open={current !== null}
      // While the server confirms, closing would hide the outcome: wait for it.
      onClose={paying ? () => undefined : onCancel}
      size="sm"
      title="Test payment"
      description="This is a test checkout. No real money moves and no card or mobile money wallet is charged."
      footer={
        payment && (
          <>
            <Button variant="ghost" onClick={onCancel} disabled={paying}>
              Cancel
            </Button>
            <Button onClick={() => onPay(payment)} loading={paying} data-autofocus>
              Pay now
            </Button>
          </>
        )
      }
    >
      {payment && (
        <>
          <Amount>{formatMoney(fromPesewas(payment.data.amount))}</Amount>
          <Note>
            Reference <code>{payment.data.reference}</code>
          </Note>
        </>
      )}
    </Dialog>
  );
}

const Amount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
