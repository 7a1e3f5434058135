import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Drawer, DrawerToggle } from '@/design-system/Drawer/Drawer';
import { paths } from '@/lib/paths';
import { getStoredUser } from '@/lib/token-storage';
import { logOutMutationAtom } from '@/app/features/auth/api/log-out';
import { profileQueryAtom } from '@/app/features/profile/api/get-profile';
import { AppLogo } from '@/app/components/app-logo';
import { NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

export interface AppShellProps {
  /** The current path, to mark the active link and close the phone menu on navigation. */
  pathname: string;
  children: React.ReactNode;
}

const NAV_ID = 'app-side-nav';

/**
 * The frame of every signed-in screen: a top bar (logo, menu button on phones, avatar and name
 * menu) and the side navigation, which is always open from tablet width and a toggled drawer
 * below it.
 */
export function AppShell({ pathname, children }: AppShellProps) {
  const profile = useAtomValue(profileQueryAtom);
  const logOut = useAtomValue(logOutMutationAtom);
  const [navOpen, setNavOpen] = React.useState(false);
  const closeNav = React.useCallback(() => setNavOpen(false), []);
  const menuToggleRef = React.useRef<HTMLButtonElement>(null);
  const name = profile.data?.name ?? getStoredUser()?.name ?? '';

  // A link followed on a phone closes the drawer it was in.
  React.useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  const handleLogout = async () => {
    await logOut.mutateAsync();
    await navigate(paths.app.login);
  };

  return (
    <Frame>
      <SkipLink href="#app-main">Skip to content</SkipLink>
      <TopBar>
        <DrawerToggle
          ref={menuToggleRef}
          open={navOpen}
          controls={NAV_ID}
          onClick={() => setNavOpen((open) => !open)}
        />
        <LogoLink to={paths.app.dashboard} aria-label="Adom Laundry dashboard">
          <AppLogo />
        </LogoLink>
        <TopBarEnd>{name && <UserMenu name={name} />}</TopBarEnd>
      </TopBar>
      <Body>
        <Drawer id={NAV_ID} label="App" open={navOpen} onClose={closeNav} toggleRef={menuToggleRef}>
          <NavList>
            {NAV_ITEMS.map((item) => {
              const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <li key={item.to}>
                  <NavLink to={item.to} aria-current={current ? 'page' : undefined} $current={current}>
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
            <li>
              <LogoutButton type="button" onClick={handleLogout} disabled={logOut.isPending}>
                Logout
              </LogoutButton>
            </li>
          </NavList>
        </Drawer>
        <Main id="app-main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/*
 * 1. Off the top of the screen until it has focus: the first Tab shows it, a click never does.
 */
const SkipLink = styled.a`
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

const TopBar = styled.header`
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

const LogoLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  align-items: center;
`;

const TopBarEnd = styled.div`
  margin-left: auto;
`;

const Body = styled.div`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.sizes.sideNav} 1fr;
  }
`;

const NavList = styled.ul`
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

const NavLink = styled(Link)<{ $current: boolean }>`
  ${navItem}
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.ink)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const LogoutButton = styled.button`
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

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
