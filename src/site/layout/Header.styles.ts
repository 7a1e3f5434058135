import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { theme } from '@/design-system/tokens';

/*
 * 1. Fixed at the top: the page starts below it (Layout pads the main area by the same height).
 * 2. Scrolled past 80 px the header becomes a solid white bar with a shadow, so it stays
 *    readable over any section; at the top it sits lightly on the page's hero.
 */
export const HeaderBar = styled.header<{ $scrolled: boolean; $menuOpen: boolean }>`
  position: fixed; /* [1] */
  inset: 0 0 auto;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.primarySoft};
  transition:
    background-color ${theme.durations.normal} ease-out,
    box-shadow ${theme.durations.normal} ease-out;

  ${({ $scrolled, $menuOpen, theme }) =>
    ($scrolled || $menuOpen) &&
    css`
      background: ${theme.colors.surface}; /* [2] */
      box-shadow: ${theme.shadows.md};
    `}
`;

export const HeaderInner = styled.div<{ $scrolled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: ${theme.space[16]};
  transition: height ${theme.durations.normal} ease-out;

  ${theme.media.lg} {
    height: ${({ theme, $scrolled }) => ($scrolled ? theme.space[16] : theme.space[20])};
  }
`;

export const HomeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${theme.radii.md};
  text-decoration: none;
`;

export const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.ink};
  cursor: pointer;

  ${theme.media.lg} {
    display: none;
  }
`;

/*
 * 1. Small screens: the links drop down as a panel under the bar while the menu is open.
 * 2. Large screens: the links sit in the bar and the toggle is gone.
 */
export const Nav = styled.nav<{ $open: boolean }>`
  position: absolute; /* [1] */
  inset: 100% 0 auto;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${theme.space[2]} ${theme.space[5]} ${theme.space[6]};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};

  ${theme.media.lg} {
    position: static; /* [2] */
    display: flex;
    align-items: center;
    gap: ${theme.space[6]};
    padding: 0;
    background: transparent;
    box-shadow: none;
  }
`;

export const NavList = styled.ul`
  display: grid;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    display: flex;
    gap: ${theme.space[1]};
    margin: 0;
  }
`;

export const NavLinkItem = styled(Link)`
  display: block;
  padding: ${theme.space[3]} ${theme.space[2]};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.border};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover,
  &[aria-current='page'] {
    color: ${theme.colors.primary};
  }

  ${theme.media.lg} {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 0;
    border-radius: ${theme.radii.md};

    &[aria-current='page'] {
      background: ${theme.colors.surface};
    }
  }
`;
