import * as React from 'react';
import { navigate, type HeadFC } from 'gatsby';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { loginPathFor } from '@/lib/signed-in-user';
import { clearSession, getStoredUser, hasSession } from '@/lib/token-storage';
import { preloadSignedInApp } from '@/app/routes/prefetch';
import { openingQueriesAt } from '@/app/routes/opening-data';
import { preloadScreenAt } from '@/app/routes/signed-in-screens';
import { openingQueriesUnderWay, openingQuerySettled, startOpeningQueries } from '@/lib/opening-queries';
import { profileQueryKey } from '@/app/features/profile/api/profile-query';
import { lazyScreen } from '@/app/lib/lazy-screen';
import { ShellFrame } from '@/app/shell/shell-frame';
import { paths } from '@/lib/paths';

// The signed-in app is loaded on demand: public pages and the sign-in screens never download it,
// and the static HTML of its paths holds only the signed-in frame around the loading state
// (client-only routes have no screen to render at build time). The sign-in screens are static
// pages of their own beside this one.
const CustomerApp = lazyScreen(preloadSignedInApp, 'default');

/*
 * 1. Inter is fetched with the first screen, not with the scripts that screen is waiting for: the
 *    frame drawn before the app is in Inter's metric-matched fallback face, so the swap moves nothing.
 */
const BeforeTheApp = styled.div`
  display: contents;
  font-family: ${({ theme }) => theme.fonts.bodyFallback}; /* [1] */
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
`;

/** Sends the requests of the first screen's data (opening-data.ts), unless they are under way already. */
function askForOpeningData(): void {
  if (!openingQueriesUnderWay()) startOpeningQueries(openingQueriesAt(window.location.pathname));
}

// The first screen's data is asked for as soon as this page's code runs in a browser with a
// session, before React has drawn the loading state: the requests then travel while React
// hydrates and the app's code comes (src/lib/opening-queries.ts). The page's effect below asks for
// them on a later visit, when this code has already run (a sign-in that lands here).
if (typeof window !== 'undefined' && hasSession()) askForOpeningData();

/**
 * Whether the stored user says if the customer gave a mobile number. The user a login or a
 * sign-up stores does not: until /users/me has answered once, the dashboard cannot tell whether
 * to ask for one, and its card would come after the screen and push everything below it down.
 */
function storedUserKnowsPhone(): boolean {
  const user = getStoredUser();
  return user !== null && 'phone' in user;
}

/**
 * A Logout pressed before the app is here: the app's code (asked for already) ends the session as
 * its own Logout does. Should that code not come (offline), the session is forgotten here.
 */
function logOutBeforeTheApp(): void {
  void preloadSignedInApp().then(
    (app) => app.logOutBeforeTheApp(),
    () => {
      clearSession();
      void navigate(paths.app.login);
    },
  );
}

/**
 * The signed-in frame (top bar, side navigation) around a spinner, until the app is here. It is in
 * the page's HTML, drawn before any script has run and before the session is looked at: the
 * screen then fills in a frame already on the glass. The current link is marked once the page
 * knows its address (after hydration: the HTML serves every signed-in path).
 */
function AppLoading({ pathname }: { pathname: string }) {
  return (
    <BeforeTheApp>
      <ShellFrame pathname={pathname} onLogout={logOutBeforeTheApp} handsOver>
        <Centered>
          <Spinner size="lg" label="Loading your account" />
        </Centered>
      </ShellFrame>
    </BeforeTheApp>
  );
}

/** Mounts the client-only customer app for every signed-in /app path. */
export default function AppPage() {
  // Rendered after hydration only: the server's HTML and the first client render must match, and
  // the app reads the session from browser storage, which the build does not have. A visitor
  // without a session goes to log in, and back here after.
  const [mounted, setMounted] = React.useState(false);
  const [pathname, setPathname] = React.useState('');
  React.useEffect(() => {
    setPathname(window.location.pathname);
    if (hasSession()) {
      // The screen's first data is asked for now, while the code loads: the app takes the
      // requests over (src/lib/opening-queries.ts) and the screen draws with its data.
      askForOpeningData();
      // The screen's code loads beside the app's, not after it (and has often been asked for by
      // the page's HTML already: src/app/routes/screen-preload.ts). The app mounts once both are
      // here, so the shell and the screen appear together in one pass, the loading state until then.
      let live = true;
      // On the first visit after a login or a sign-up, the app also waits for the customer's
      // profile (asked for above, beside the code; it is rarely the last to come), so that the
      // screen is drawn once with what depends on it (the dashboard's phone prompt).
      void Promise.all([
        CustomerApp.preload().catch(() => undefined),
        preloadScreenAt(window.location.pathname),
        storedUserKnowsPhone() ? undefined : openingQuerySettled(profileQueryKey),
      ]).then(() => {
        if (live) setMounted(true);
      });
      return () => {
        live = false;
      };
    } else {
      void navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
    }
  }, []);
  if (!mounted) return <AppLoading pathname={pathname} />;
  return (
    <React.Suspense fallback={<AppLoading pathname={pathname} />}>
      <CustomerApp Frame={ShellFrame} />
    </React.Suspense>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Your account | Adom Laundry</title>
    <meta
      name="description"
      content="Sign in to Adom Laundry to book a pickup, pay by card or mobile money, and follow your laundry."
    />
    {/* Signed-in pages are not for search engines (robots.txt disallows /app/ as well). */}
    <meta name="robots" content="noindex" />
  </>
);
