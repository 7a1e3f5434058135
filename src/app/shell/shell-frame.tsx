import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { AppFrame } from '@/design-system/AppFrame/AppFrame';
import { paths } from '@/lib/paths';
import { Logo } from '@/site/layout/logo';
import { NAV_ITEMS } from './nav-items';

export interface ShellFrameProps {
  /** The current path, to mark the active link and close the phone menu on navigation ('' marks none). */
  pathname: string;
  /** What the top bar shows at its end: the account menu, once the app knows who is signed in. */
  account?: React.ReactNode;
  /** What the Logout button does, and whether it is busy. */
  onLogout: () => void;
  loggingOut?: boolean;
  /**
   * Whether the phone's drawer, if open when this frame goes, stays open in the next one: the
   * page's frame is replaced by the app's when the app arrives, which a tap on Menu may just
   * have opened.
   */
  handsOver?: boolean;
  children: React.ReactNode;
}

// The phone drawer's state, shared by the page's frame and the app's that replaces it.
let drawerOpen = false;
const drawerListeners = new Set<() => void>();
function setDrawerOpen(open: boolean): void {
  drawerOpen = open;
  for (const listener of drawerListeners) listener();
}
function subscribeToDrawer(listener: () => void): () => void {
  drawerListeners.add(listener);
  return () => drawerListeners.delete(listener);
}

/**
 * The frame of every signed-in screen without the app's data: the top bar (logo, menu button on
 * phones, the account menu at its end) and the side navigation. The app's shell (app-shell.tsx)
 * fills it in; the app page (src/pages/app/[...].tsx) draws the same frame in its HTML, so the
 * frame is on screen before any script has run or the session has been looked at.
 */
export function ShellFrame({ pathname, account, onLogout, loggingOut = false, handsOver = false, children }: ShellFrameProps) {
  const navOpen = React.useSyncExternalStore(subscribeToDrawer, () => drawerOpen, () => false);
  // A frame that goes for good (a logout, another page) leaves the next one closed.
  React.useEffect(() => (handsOver ? undefined : () => setDrawerOpen(false)), [handsOver]);
  const navItems = NAV_ITEMS.map((item) => ({
    ...item,
    current: pathname !== '' && (pathname === item.to || pathname.startsWith(`${item.to}/`)),
  }));
  return (
    <AppFrame
      pathname={pathname}
      navId="app-side-nav"
      navLabel="App"
      mainId="app-main"
      navItems={navItems}
      navOpen={navOpen}
      onNavOpenChange={setDrawerOpen}
      finalAction={{ label: 'Logout', onClick: onLogout, disabled: loggingOut }}
      topBar={
        <>
          <LogoLink to={paths.app.dashboard} aria-label="Adom Laundry & Dry Cleaning, dashboard">
            <Logo />
          </LogoLink>
          <TopBarEnd>{account}</TopBarEnd>
        </>
      }
    >
      {children}
    </AppFrame>
  );
}

/*
 * 1. The site's logo keeps its name on one line between the menu button and the avatar.
 * 2. On the smallest screens the name alone fits between them: the mark gives way.
 */
const LogoLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0; /* [1] */
  white-space: nowrap; /* [1] */
  text-decoration: none;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  align-items: center;
  ${({ theme }) => theme.media.smallestPhone} {
    svg {
      display: none; /* [2] */
    }
  }
`;

const TopBarEnd = styled.div`
  margin-left: auto;
`;
