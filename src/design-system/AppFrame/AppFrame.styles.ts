import { Link } from 'gatsby';
import styled, { css } from 'styled-components';

export const FrameRoot = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/*
 * 1. Off the top of the screen until it has focus: the first Tab shows it, a click never does.
 */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -${({ theme }) => theme.space[24]}; /* [1] */
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.topBar};
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

/*
 * 1. minmax lets a wide table scroll inside the content column instead of widening the page.
 * 2. The side column's white and its border run the whole height of a long page: the drawer
 *    sticks at one screen's height while the content scrolls past it.
 * 3. On a counter tablet (820 px) the column is narrower and the content's margins smaller, so
 *    a table of orders keeps its last column on screen.
 */
export const Body = styled.div`
  ${({ theme }) => theme.media.md} {
    --side-nav: ${({ theme }) => theme.sizes.sideNavTablet}; /* [3] */
    display: grid;
    grid-template-columns: var(--side-nav) minmax(0, 1fr); /* [1] */
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.surface} calc(var(--side-nav) - ${({ theme }) => theme.borderWidths.thin}),
      ${({ theme }) => theme.colors.border} 0 var(--side-nav),
      transparent 0
    ); /* [2] */
  }
  ${({ theme }) => theme.media.lg} {
    --side-nav: ${({ theme }) => theme.sizes.sideNav};
  }
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const navItem = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

export const NavLink = styled(Link)<{ $current: boolean }>`
  ${navItem}
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.ink)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const FinalAction = styled.button`
  ${navItem}
  margin-top: ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

export const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
