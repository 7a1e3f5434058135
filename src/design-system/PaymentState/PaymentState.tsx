import * as React from 'react';
import { formatMoney } from '@laundry-accra/domain/format';
import {
  paymentStateLabel,
  paymentStateTone,
  type PaymentState as PaymentStateValue,
} from '@laundry-accra/domain/payment-state';
import { BadgeDot } from '../Badge/Badge.styles';
import { PaymentStateBadge, PaymentStateRoot, PaymentStateTotal } from './PaymentState.styles';

export interface PaymentStateProps extends Omit<React.HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The order's payment state as the API sends it ({ state, amount }). */
  paymentState: PaymentStateValue;
  /** The order's total ('106.00'); shown before the state when given. */
  total?: string;
  /** 'stacked' puts the state under the total, at the end of a table's amount column. */
  layout?: 'inline' | 'stacked';
}

/**
 * What an order costs and where its payment stands ('GHC 106.00 · Balance due GHC 30.50'): the
 * one way every screen shows an order's money. The state is computed by the server
 * (payment-state.ts); this only draws it.
 */
export const PaymentState = React.forwardRef<HTMLSpanElement, PaymentStateProps>(function PaymentState(
  { paymentState, total, layout = 'inline', ...rest },
  ref,
) {
  const tone = paymentStateTone(paymentState);
  return (
    <PaymentStateRoot ref={ref} data-ui="payment-state" data-state={paymentState.state} $layout={layout} {...rest}>
      {total !== undefined && <PaymentStateTotal>{formatMoney(total)}</PaymentStateTotal>}
      <PaymentStateBadge data-tone={tone} $tone={tone}>
        <BadgeDot $tone={tone} aria-hidden />
        {paymentStateLabel(paymentState)}
      </PaymentStateBadge>
    </PaymentStateRoot>
  );
});
PaymentState.displayName = 'PaymentState';
