import styled from 'styled-components';

export const AccordionRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AccordionItem = styled.details`
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => theme.durations.normal} ease-out;

  &[open] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const AccordionIcon = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  transition: transform ${({ theme }) => theme.durations.normal} ease-out;

  [open] > summary > & {
    transform: rotate(45deg);
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/*
 * 1. The browser's own disclosure triangle is replaced by the plus icon.
 */
export const AccordionSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  list-style: none; /* [1] */
  cursor: pointer;

  &::-webkit-details-marker {
    display: none; /* [1] */
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;

export const AccordionPanel = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkMuted};

  & > :last-child {
    margin-bottom: 0;
  }
`;
