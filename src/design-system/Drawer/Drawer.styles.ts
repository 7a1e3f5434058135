import styled, { css } from 'styled-components';
import { visuallyHidden } from '../visuallyHidden';

/*
 * Phones: a panel fixed under the top bar over the content, shown only while open.
 * From tablet width: a column beside the content that sticks while the content scrolls.
 * 1. The panel and its backdrop start below the top bar, so the menu button stays in view to close it.
 * 2. A phone's panel leaves a strip of the page showing, a cue that the drawer sits over it.
 */
export const DrawerPanel = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.sizes.topBar}; /* [1] */
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(80vw, ${({ theme }) => theme.sizes.sideNav}); /* [2] */
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-right: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
  ${({ $open }) =>
    !$open &&
    css`
      display: none;
    `}
  ${({ theme }) => theme.media.md} {
    display: block;
    position: sticky;
    height: calc(100vh - ${({ theme }) => theme.sizes.topBar});
    width: auto;
    z-index: auto;
  }
`;

export const DrawerBackdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.sizes.topBar} 0 0 0; /* [1] */
  z-index: ${({ theme }) => theme.zIndices.overlay - 1};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const DrawerToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;
  svg {
    flex-shrink: 0;
  }
  /* On a narrow phone the top bar holds the icon only; the word stays the button's name. */
  ${({ theme }) => theme.media.narrowPhone} {
    justify-content: center;
    min-width: ${({ theme }) => theme.sizes.tapTarget};
    padding: 0 ${({ theme }) => theme.space[2]};
    span {
      ${visuallyHidden}
    }
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
