import styled from 'styled-components';
import { visuallyHidden } from '../visuallyHidden';
import { theme } from '../tokens';

/** Lets a wide table scroll sideways on a phone instead of stretching the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

export const TableRoot = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

export const TableCaption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  padding: ${theme.space[4]};
  text-align: left;
  font-weight: ${theme.fontWeights.semibold};
`;

export const TableHeaderCell = styled.th<{ $align: 'start' | 'end' }>`
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  text-transform: uppercase;
`;

export const TableCell = styled.td<{ $align: 'start' | 'end' }>`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.border};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  white-space: ${({ $align }) => ($align === 'end' ? 'nowrap' : 'normal')};
`;

export const TableEmpty = styled.td`
  padding: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.border};
  color: ${theme.colors.inkMuted};
  text-align: center;
`;
