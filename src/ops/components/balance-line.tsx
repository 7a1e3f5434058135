/**
 * 'Balance GHC 22.50' with an order in the lists (under its total, on its board card): paid on its estimate and
 * weighed more, the order still owes money that the badge alone would hide.
 */
import * as React from 'react';
import styled from 'styled-components';
import { formatMoney } from '@laundry-accra/domain/format';
import { fromPesewas } from '@laundry-accra/domain/money';
import { balanceAfterWeighing } from '@laundry-accra/domain/weighing';

export function BalanceLine({ order }: { order: { payment_status: string; amount_due?: string | null } }) {
  const balance = balanceAfterWeighing(order);
  if (balance === 0) return null;
  return <Balance>Balance {formatMoney(fromPesewas(balance))}</Balance>;
}

const Balance = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: normal; /* a narrow total column wraps it under the amount */
`;
