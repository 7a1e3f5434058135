import styled from 'styled-components';
import { theme } from '../tokens';

export const AccordionRoot = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

export const AccordionItem = styled.details`
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  transition: box-shadow ${theme.durations.normal} ease-out;

  &[open] {
    border-color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.md};
  }
`;

export const AccordionIcon = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${theme.space[8]};
  height: ${theme.space[8]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  transition: transform ${theme.durations.normal} ease-out;

  [open] > summary > & {
    transform: rotate(45deg);
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

/*
 * 1. The browser's own disclosure triangle is replaced by the plus icon.
 */
export const AccordionSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  list-style: none; /* [1] */
  cursor: pointer;

  &::-webkit-details-marker {
    display: none; /* [1] */
  }

  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.medium};
  }
`;

export const AccordionPanel = styled.div`
  padding: 0 ${theme.space[5]} ${theme.space[5]};
  color: ${theme.colors.inkMuted};

  & > :last-child {
    margin-bottom: 0;
  }
`;
