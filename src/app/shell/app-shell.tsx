import * as React from 'react';
import { navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { paths } from '@/lib/paths';
import { getStoredUser } from '@/lib/token-storage';
import { logOutMutationAtom } from '@/app/features/auth/api/log-out';
import { profileQueryAtom } from '@/app/features/profile/api/get-profile';
import { useShellFrame } from './frame-context';
import { UserMenu } from './user-menu';

export interface AppShellProps {
  /** The current path, to mark the active link and close the phone menu on navigation. */
  pathname: string;
  children: React.ReactNode;
}

/**
 * The frame of every signed-in screen: a top bar (logo, menu button on phones, avatar and name
 * menu) and the side navigation, which is always open from tablet width and a toggled drawer
 * below it (shell-frame.tsx, which the app page also draws before the app is here, and hands in).
 */
export function AppShell({ pathname, children }: AppShellProps) {
  const ShellFrame = useShellFrame();
  const profile = useAtomValue(profileQueryAtom);
  const logOut = useAtomValue(logOutMutationAtom);
  const name = profile.data?.name ?? getStoredUser()?.name ?? '';

  const handleLogout = async () => {
    await logOut.mutateAsync();
    await navigate(paths.app.login);
  };

  return (
    <ShellFrame
      pathname={pathname}
      account={name && <UserMenu name={name} />}
      onLogout={() => void handleLogout()}
      loggingOut={logOut.isPending}
    >
      {children}
    </ShellFrame>
  );
}
