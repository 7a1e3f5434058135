import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { AppFrame } from '@/design-system/AppFrame/AppFrame';
import { paths } from '@/lib/paths';
import { getStoredUser } from '@/lib/token-storage';
import { logOutMutationAtom } from '@/app/features/auth/api/log-out';
import { profileQueryAtom } from '@/app/features/profile/api/get-profile';
import { Logo } from '@/site/layout/logo';
import { NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

export interface AppShellProps {
  /** The current path, to mark the active link and close the phone menu on navigation. */
  pathname: string;
  children: React.ReactNode;
}

/**
 * The frame of every signed-in screen: a top bar (logo, menu button on phones, avatar and name
 * menu) and the side navigation, which is always open from tablet width and a toggled drawer
 * below it.
 */
export function AppShell({ pathname, children }: AppShellProps) {
  const profile = useAtomValue(profileQueryAtom);
  const logOut = useAtomValue(logOutMutationAtom);
  const name = profile.data?.name ?? getStoredUser()?.name ?? '';
  const navItems = NAV_ITEMS.map((item) => ({
    ...item,
    current: pathname === item.to || pathname.startsWith(`${item.to}/`),
  }));

  const handleLogout = async () => {
    await logOut.mutateAsync();
    await navigate(paths.app.login);
  };

  return (
    <AppFrame
      pathname={pathname}
      navId="app-side-nav"
      navLabel="App"
      mainId="app-main"
      navItems={navItems}
      finalAction={{ label: 'Logout', onClick: handleLogout, disabled: logOut.isPending }}
      topBar={
        <>
          <LogoLink to={paths.app.dashboard} aria-label="Adom Laundry & Dry Cleaning, dashboard">
            <Logo />
          </LogoLink>
          <TopBarEnd>{name && <UserMenu name={name} />}</TopBarEnd>
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
