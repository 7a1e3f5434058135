import { Link } from 'gatsby';
import styled, { css } from 'styled-components';

export const MenuRoot = styled.div`
  position: relative;
`;

/** How the button that opens the menu looks: a bordered button, or bare (an avatar and a name). */
export type MenuButtonLook = 'outline' | 'ghost';

const looks = {
  outline: css`
    gap: ${({ theme }) => theme.space[1]};
    min-width: ${({ theme }) => theme.sizes.tapTarget};
    justify-content: center;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
};

/*
 * The styles hold no Headless UI: LazyMenuButton draws the same button before the menu's code is
 * here, and MenuButton.tsx puts them on Headless UI's parts.
 */
export const triggerStyles = css<{ $look: MenuButtonLook }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font: inherit;
  cursor: pointer;
  ${({ $look }) => looks[$look]}
`;

/** The button as LazyMenuButton draws it while the menu's code is on its way. */
export const PlainTrigger = styled.button<{ $look: MenuButtonLook }>`
  ${triggerStyles}
`;

export const popupStyles = css`
  z-index: ${({ theme }) => theme.zIndices.overlay};
  min-width: 12rem;
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    outline: none;
  }
`;

/*
 * Headless UI marks the item that the arrows or the pointer are on with data-focus.
 */
const item = css<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.ink)};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-focus] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const ItemButton = styled.button<{ $danger: boolean }>`
  ${item}
`;

export const ItemLink = styled(Link)<{ $danger: boolean }>`
  ${item}
`;
