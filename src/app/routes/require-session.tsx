import * as React from 'react';
import { useLocation } from '@reach/router';
import { navigate } from 'gatsby';
import { loginPathFor } from '@/lib/signed-in-user';
import { hasSession } from '@/lib/token-storage';

/**
 * The guard of SPEC §2: a visitor without a stored access token goes to /app/login, which brings
 * them back here once they have signed in. The check runs on every render, so a session cleared
 * in another tab (or by a refused refresh) is noticed at the next navigation.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const signedIn = hasSession();
  const { pathname, search } = useLocation();
  React.useEffect(() => {
    if (!signedIn) void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [signedIn, pathname, search]);
  return signedIn ? <>{children}</> : null;
}
