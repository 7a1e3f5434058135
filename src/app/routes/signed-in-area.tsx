import * as React from 'react';
import { AppErrorBoundary } from '../components/app-error';
import type { RouteProps } from '../lib/route-props';
import { AppShell } from '../shell/app-shell';
import { RequireSession } from './require-session';

/**
 * The guarded part of the app: the shell around the signed-in screens. Reach Router hands the
 * nested routes in as `children`, already routed.
 */
export function SignedInArea({ children, location }: RouteProps & { children: React.ReactNode }) {
  const pathname = location?.pathname ?? '';
  // Every path change starts at the top of the page (SPEC §2). A block body on purpose: Chromium's
  // scrollTo returns a promise, and an effect that returns anything but a function crashes React.
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RequireSession>
      <AppShell pathname={pathname}>
        <AppErrorBoundary resetKey={pathname}>
          {children}
        </AppErrorBoundary>
      </AppShell>
    </RequireSession>
  );
}
