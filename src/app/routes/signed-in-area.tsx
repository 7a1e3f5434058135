import * as React from 'react';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { AppErrorBoundary } from '../components/app-error';
import type { RouteProps } from '../lib/route-props';
import { AppShell } from '../shell/app-shell';
import { RequireSession } from './require-session';
import { usePrefetchLinkedScreens } from './use-prefetch-linked-screens';

/**
 * The guarded part of the app: the shell around the signed-in screens. Reach Router hands the
 * nested routes in as `children`, already routed. Each screen's code loads on its own: the shell
 * stays on screen while it does, and links prefetch the code of the screen they open.
 */
export function SignedInArea({ children, location }: RouteProps & { children: React.ReactNode }) {
  const pathname = location?.pathname ?? '';
  // Every path change starts at the top of the page (SPEC §2). A block body on purpose: Chromium's
  // scrollTo returns a promise, and an effect that returns anything but a function crashes React.
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  usePrefetchLinkedScreens();
  return (
    <RequireSession>
      <AppShell pathname={pathname}>
        <AppErrorBoundary resetKey={pathname}>
          <React.Suspense fallback={<ScreenLoading />}>{children}</React.Suspense>
        </AppErrorBoundary>
      </AppShell>
    </RequireSession>
  );
}

/** While a screen's code loads (the first time it is opened without having been prefetched). */
function ScreenLoading() {
  return (
    <Centered>
      <Spinner size="lg" label="Loading" />
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
`;
