import styled from 'styled-components';
import { BadgeRoot } from '../Badge/Badge.styles';

/*
 * 1. Total and badge wrap as a pair in a narrow row, the total first.
 */
export const PaymentStateRoot = styled.span<{ $layout: 'inline' | 'stacked' }>`
  display: inline-flex;
  flex-wrap: wrap; /* [1] */
  flex-direction: ${({ $layout }) => ($layout === 'stacked' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'stacked' ? 'flex-end' : 'center')};
  max-width: 100%;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;

/*
 * 1. 'Balance due GHC 30.50' is longer than a status: in a phone's narrow column it breaks
 *    between its words (the amount's own space does not break) rather than run out of its card.
 */
export const PaymentStateBadge = styled(BadgeRoot)`
  white-space: normal; /* [1] */
  max-width: 100%;
`;

export const PaymentStateTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
