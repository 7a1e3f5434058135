import * as React from 'react';
import { Drawer, DrawerToggle } from '../Drawer/Drawer';
import { Body, FinalAction, FrameRoot, Main, NavLink, NavList, SkipLink, TopBar } from './AppFrame.styles';

/** One link of the side navigation. */
export interface AppFrameNavItem {
  /** Where the link goes. */
  to: string;
  /** The link's words. */
  label: string;
  /** Whether it is the page on screen (aria-current="page", highlighted). */
  current: boolean;
}

export interface AppFrameProps {
  /** The current path: a change closes the phone's drawer, as a followed link should. */
  pathname: string;
  /** What the top bar shows after the menu button: the logo or name, who is signed in. */
  topBar: React.ReactNode;
  /** The side navigation's links, in order. */
  navItems: readonly AppFrameNavItem[];
  /** The button that ends the navigation ('Logout'), set apart in the danger colour. */
  finalAction: { label: string; onClick: () => void; disabled?: boolean };
  /** The side navigation's id, which the menu button's aria-controls points at. */
  navId: string;
  /** Names the navigation landmark ('App'). */
  navLabel: string;
  /** The main area's id, the skip link's target. */
  mainId: string;
  /** The screen. */
  children: React.ReactNode;
  /**
   * Whether the phone's drawer is open, for a frame whose open state outlives it (a frame drawn
   * again by another part of the page); with `onNavOpenChange`. Left out, the frame keeps its own.
   */
  navOpen?: boolean;
  onNavOpenChange?: (open: boolean) => void;
}

/**
 * The frame of a signed-in area: a skip link, a sticky top bar with the phone's menu button, and the
 * side navigation (a column from tablet width, a `Drawer` on a phone) beside the main area.
 */
export const AppFrame = React.forwardRef<HTMLDivElement, AppFrameProps>(function AppFrame(
  { pathname, topBar, navItems, finalAction, navId, navLabel, mainId, children, navOpen: openFromOutside, onNavOpenChange },
  ref,
) {
  const [ownNavOpen, setOwnNavOpen] = React.useState(false);
  const navOpen = openFromOutside ?? ownNavOpen;
  const setNavOpen = onNavOpenChange ?? setOwnNavOpen;
  const closeNav = React.useCallback(() => setNavOpen(false), [setNavOpen]);
  const menuToggleRef = React.useRef<HTMLButtonElement>(null);

  // A link followed on a phone closes the drawer it was in (a path change, not the frame's mount).
  const shownPath = React.useRef(pathname);
  React.useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setNavOpen(false);
  }, [pathname, setNavOpen]);

  return (
    <FrameRoot ref={ref} data-ui="app-frame">
      <SkipLink href={`#${mainId}`}>Skip to content</SkipLink>
      <TopBar>
        <DrawerToggle ref={menuToggleRef} open={navOpen} controls={navId} onClick={() => setNavOpen(!navOpen)} />
        {topBar}
      </TopBar>
      <Body>
        <Drawer id={navId} label={navLabel} open={navOpen} onClose={closeNav} toggleRef={menuToggleRef}>
          <NavList>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} aria-current={item.current ? 'page' : undefined} $current={item.current}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <FinalAction type="button" onClick={finalAction.onClick} disabled={finalAction.disabled}>
                {finalAction.label}
              </FinalAction>
            </li>
          </NavList>
        </Drawer>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </FrameRoot>
  );
});
AppFrame.displayName = 'AppFrame';
