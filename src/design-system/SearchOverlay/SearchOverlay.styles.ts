import styled from 'styled-components';
import { visuallyHidden } from '../visuallyHidden';

/** The box on the page that opens the overlay: looks like a field, behaves like a button. */
export const SearchTrigger = styled.button`
  display: flex;
  width: 100%;
  max-width: 32rem;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.space[12]};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font: inherit;
  text-align: left;
  cursor: text;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;

/*
 * 1. Full screen: the overlay replaces the page while searching, on a phone and on a desktop;
 *    the browser's own dialog box (centred, bordered, size of its content) is undone.
 * 2. dvh follows the phone's collapsing address bar so the last result is never hidden under it.
 */
export const OverlayDialog = styled.dialog`
  width: 100%; /* [1] */
  max-width: 100%; /* [1] */
  height: 100vh; /* [1] */
  height: 100dvh; /* [2] */
  max-height: 100%; /* [1] */
  margin: 0; /* [1] */
  padding: 0;
  border: 0; /* [1] */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const OverlayHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
  }
`;

export const OverlayInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.space[12]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;

export const OverlayClose = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
  }
`;

export const OverlayBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
  }
`;

export const OverlayResults = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 48rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

export const OverlayEmpty = styled.p`
  margin: ${({ theme }) => theme.space[10]} 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

export const OverlayStatus = styled.p`
  max-width: 48rem;
  margin: 0 auto ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Names the dialog for screen readers; the input's own label is what sighted users see. */
export const OverlayTitle = styled.h2`
  ${visuallyHidden}
`;

/** The trigger's purpose, for screen readers; sighted users see the placeholder words. */
export const TriggerLabel = styled.span`
  ${visuallyHidden}
`;
