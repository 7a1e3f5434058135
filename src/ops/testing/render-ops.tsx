/**
 * Renders the console for tests the way the browser runs it: the theme, a fresh QueryClient with
 * the app's defaults (no backoff wait), the toaster, and a router location, with the API client
 * pointed at the real HTTP test server of `setupTestApi`.
 */
import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider, type History } from '@reach/router';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { createQueryClient } from '@/lib/query-client';
import OpsConsole from '../console';

export { page } from '@/testing/api-server';
export { deferred, setupTestApi, spinner, storeTestSession } from '@/testing/test-session';

export { ACCRA, KUMASI, clerk, customerAccount, orderDetail, orderRow, summary } from '@/testing/fixtures/ops';

/** Renders the whole console at `path`; returns the router's history. */
export function renderConsole(path: string): History {
  const history = createHistory(createMemorySource(path));
  render(
    <ThemeProvider>
      <LocationProvider history={history}>
        <OpsConsole queryClient={createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } })} />
      </LocationProvider>
    </ThemeProvider>,
  );
  return history;
}
