import styled from 'styled-components';

export const TabsRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/*
 * 1. On a narrow phone the two tab labels still share one row: each takes half.
 */
export const TabsList = styled.div`
  display: grid;
  grid-auto-columns: 1fr; /* [1] */
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  ${({ theme }) => theme.media.md} {
    display: inline-grid;
    justify-self: center;
    min-width: 28rem;
  }
`;

export const TabsTab = styled.button`
  min-height: ${({ theme }) => theme.space[12]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease-out,
    color ${({ theme }) => theme.durations.fast} ease-out;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;

export const TabsPanel = styled.div`
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
