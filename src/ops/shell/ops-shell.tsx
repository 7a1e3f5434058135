import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import styled from 'styled-components';
import { AppFrame } from '@/design-system/AppFrame/AppFrame';
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

/**
 * The console's frame: a top bar with the business's name and who is signed in at which branch;
 * the navigation, ending with Sign out, beside the content from tablet width and a drawer on a
 * phone (where the top bar has no room for it).
 */
export function OpsShell({ pathname, children }: OpsShellProps) {
  const member = useStaffMember();
  const signOut = useAtomValue(signOutMutationAtom);
  const navItems = OPS_NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin(member)).map((item) => ({
    to: item.to,
    label: item.label,
    current: isCurrentNavItem(item, pathname),
  }));

  const handleSignOut = async () => {
    await signOut.mutateAsync();
    await navigate(paths.app.login);
  };

  return (
    <AppFrame
      pathname={pathname}
      navId="ops-side-nav"
      navLabel="Console"
      mainId="ops-main"
      navItems={navItems}
      finalAction={{ label: 'Sign out', onClick: handleSignOut, disabled: signOut.isPending }}
      topBar={
        <>
          <Business to={paths.ops.today}>
            Adom Laundry <Console>Staff</Console>
          </Business>
          <Who aria-label="Signed in as">
            <WhoName>{member.name}</WhoName>
            <WhoBranch>{member.branch?.name ?? 'All branches'}</WhoBranch>
          </Who>
        </>
      }
    >
      {children}
    </AppFrame>
  );
}

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
