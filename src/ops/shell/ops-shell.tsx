import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import styled, { css } from 'styled-components';
import { Drawer, DrawerToggle } from '@/design-system/Drawer/Drawer';
import { paths } from '@/lib/paths';
import { logOut } from '@/lib/sign-out';
import { isAdmin, useStaffMember } from '../session/staff-member';
import { isCurrentNavItem, OPS_NAV_ITEMS } from './nav-items';

/** Signs out and drops every cached answer, so whoever uses the counter next sees none of it. */
const signOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['ops', 'sign-out'],
  mutationFn: logOut,
  onSettled: () => get(queryClientAtom).clear(),
}));

export interface OpsShellProps {
  /** The current path, to mark the active link and close the phone menu on navigation. */
  pathname: string;
  children: React.ReactNode;
}

const NAV_ID = 'ops-side-nav';

/**
 * The console's frame: a top bar with the business's name and who is signed in at which branch;
 * the navigation, ending with Sign out, beside the content from tablet width and a drawer on a
 * phone (where the top bar has no room for it).
 */
export function OpsShell({ pathname, children }: OpsShellProps) {
  const member = useStaffMember();
  const signOut = useAtomValue(signOutMutationAtom);
  const [navOpen, setNavOpen] = React.useState(false);
  const closeNav = React.useCallback(() => setNavOpen(false), []);
  const menuToggleRef = React.useRef<HTMLButtonElement>(null);
  const items = OPS_NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin(member));

  React.useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  const handleSignOut = async () => {
    await signOut.mutateAsync();
    await navigate(paths.app.login);
  };

  return (
    <Frame>
      <SkipLink href="#ops-main">Skip to content</SkipLink>
      <TopBar>
        <DrawerToggle ref={menuToggleRef} open={navOpen} controls={NAV_ID} onClick={() => setNavOpen((open) => !open)} />
        <Business to={paths.ops.today}>
          Adom Laundry <Console>Staff</Console>
        </Business>
        <Who aria-label="Signed in as">
          <WhoName>{member.name}</WhoName>
          <WhoBranch>{member.branch?.name ?? 'All branches'}</WhoBranch>
        </Who>
      </TopBar>
      <Body>
        <Drawer id={NAV_ID} label="Console" open={navOpen} onClose={closeNav} toggleRef={menuToggleRef}>
          <NavList>
            {items.map((item) => {
              const current = isCurrentNavItem(item, pathname);
              return (
                <li key={item.to}>
                  <NavLink to={item.to} aria-current={current ? 'page' : undefined} $current={current}>
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
            <li>
              <SignOut type="button" onClick={handleSignOut} disabled={signOut.isPending}>
                Sign out
              </SignOut>
            </li>
          </NavList>
        </Drawer>
        <Main id="ops-main" tabIndex={-1}>
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

/* Off the top of the screen until it has focus: the first Tab shows it, a click never does. */
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -${({ theme }) => theme.space[24]};
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
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.sizes.topBar};
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

const Business = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  align-self: center;
  padding-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
`;

const Console = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/* On a phone only the branch shows: the name is in the drawer's reach, the branch decides the work. */
const Who = styled.p`
  display: grid;
  margin: 0 0 0 auto;
  text-align: right;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-width: 0;
`;

const WhoName = styled.span`
  display: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

const WhoBranch = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.div`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.sizes.sideNav} minmax(0, 1fr);
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

const SignOut = styled.button`
  ${navItem}
  width: 100%;
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
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;
