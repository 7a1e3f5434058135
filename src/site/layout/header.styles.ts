import { Link } from 'gatsby';
import styled, { css } from 'styled-components';

/*
 * 1. Fixed at the top: the page starts below it (Layout pads the main area by the same height).
 * 2. Scrolled past 80 px the header becomes a solid white bar with a shadow, so it stays
 *    readable over any section; at the top it sits lightly on the page's hero.
 */
export const HeaderBar = styled.header<{ $scrolled: boolean; $menuOpen: boolean }>`
  position: fixed; /* [1] */
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.primarySoft};
  transition:
    background-color ${({ theme }) => theme.durations.normal} ease-out,
    box-shadow ${({ theme }) => theme.durations.normal} ease-out;

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
  gap: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.sizes.topBar};
  transition: height ${({ theme }) => theme.durations.normal} ease-out;

  ${({ theme }) => theme.media.lg} {
    height: ${({ theme, $scrolled }) => ($scrolled ? theme.sizes.topBar : theme.sizes.topBarTall)};
  }
`;

export const HomeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;

export const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  ${({ theme }) => theme.media.lg} {
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
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.lg} {
    position: static; /* [2] */
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[6]};
    padding: 0;
    background: transparent;
    box-shadow: none;
  }
`;

export const NavList = styled.ul`
  display: grid;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
  }
`;

export const NavLinkItem = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 0;
    border-radius: ${({ theme }) => theme.radii.md};

    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;
