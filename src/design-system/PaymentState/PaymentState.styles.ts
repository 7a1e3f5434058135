import styled from 'styled-components';

/*
 * 1. Total and badge wrap as a pair in a narrow row, the total first; neither breaks inside.
 */
export const PaymentStateRoot = styled.span`
  display: inline-flex;
  flex-wrap: wrap; /* [1] */
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;

export const PaymentStateTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
