import styled from 'styled-components';
import { visuallyHidden } from '../visuallyHidden';

/** Lets a wide table scroll sideways on a phone instead of stretching the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const TableRoot = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

export const TableCaption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  padding: ${({ theme }) => theme.space[4]};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const TableHeaderCell = styled.th<{ $align: 'start' | 'end' }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  text-transform: uppercase;
`;

export const TableCell = styled.td<{ $align: 'start' | 'end' }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  white-space: ${({ $align }) => ($align === 'end' ? 'nowrap' : 'normal')};
`;

export const TableEmpty = styled.td`
  padding: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
