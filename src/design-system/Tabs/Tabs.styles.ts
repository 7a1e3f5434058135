import styled from 'styled-components';
import { theme } from '../tokens';

export const TabsRoot = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

/*
 * 1. On a narrow phone the two tab labels still share one row: each takes half.
 */
export const TabsList = styled.div`
  display: grid;
  grid-auto-columns: 1fr; /* [1] */
  grid-auto-flow: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceSunken};

  ${theme.media.md} {
    display: inline-grid;
    justify-self: center;
    min-width: 28rem;
  }
`;

export const TabsTab = styled.button`
  min-height: ${theme.space[12]};
  padding: 0 ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.inkMuted};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast} ease-out,
    color ${theme.durations.fast} ease-out;

  &[aria-selected='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    box-shadow: ${theme.shadows.sm};
  }

  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.medium};
  }
`;

export const TabsPanel = styled.div`
  &:focus-visible {
    outline: ${theme.borderWidths.medium} solid ${theme.colors.focus};
    outline-offset: ${theme.space[2]};
    border-radius: ${theme.radii.md};
  }
`;
