/**
 * Whole screens for stories: the customer app or the staff console mounted at a path, signed in,
 * with a fresh QueryClient (retries without the backoff wait, so an error state shows at once).
 * The API answers from the story's routes: Storybook's service worker serves them, and a jsdom test
 * that reuses the story serves the same routes from its test server (`serveRoutes`).
 */
import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import CustomerApp from '@/app/app';
import { ShellFrame } from '@/app/shell/shell-frame';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from '@/lib/app-providers';
import { clearSession, storeSession, storeUser, type StoredUser } from '@/lib/token-storage';
import OpsConsole from '@/ops/console';

interface ScreenProps {
  /** Where the screen is, as in the address bar ('/app/dashboard', '/ops/orders?status=washing'). */
  path: string;
  /** Who is signed in. */
  user: StoredUser;
}

function useSignedInAt({ path, user }: ScreenProps) {
  const [state] = React.useState(() => {
    storeSession({ access: 'story-access-token', refresh: 'story-refresh-token' }, true);
    storeUser({ id: user.id, name: user.name, email: user.email });
    return {
      history: createHistory(createMemorySource(path)),
      queryClient: createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } }),
    };
  });
  return state;
}

/** The signed-in customer app at `path`. */
export function AppScreen(props: ScreenProps) {
  const { history, queryClient } = useSignedInAt(props);
  return (
    <LocationProvider history={history}>
      <CustomerApp queryClient={queryClient} Frame={ShellFrame} />
    </LocationProvider>
  );
}

/** The staff console at `path`. */
export function ConsoleScreen(props: ScreenProps) {
  const { history, queryClient } = useSignedInAt(props);
  return (
    <LocationProvider history={history}>
      <OpsConsole queryClient={queryClient} />
    </LocationProvider>
  );
}

/** A screen nobody is signed in to (the login and sign-up doors), with the app's providers. */
export function SignedOutScreen({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(() => {
    clearSession();
    return createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } });
  });
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}
