import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { hasSession } from '@/lib/token-storage';

/**
 * The guard of SPEC §2: a visitor without a stored access token goes to /app/login. The check
 * runs on every render, so a session cleared in another tab (or by a refused refresh) is
 * noticed at the next navigation.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const signedIn = hasSession();
  React.useEffect(() => {
    if (!signedIn) void navigate(paths.app.login, { replace: true });
  }, [signedIn]);
  return signedIn ? <>{children}</> : null;
}
