/**
 * Renders app screens for tests the way the app runs them: the theme, a fresh QueryClient with
 * the app's defaults (retries without the backoff wait, so error states show at once), the jotai
 * store and the toaster, with the API client pointed at a real HTTP test server.
 */
import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import { render, screen, type RenderResult } from '@testing-library/react';
import { navigate } from 'gatsby';
import toast from 'react-hot-toast';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { configureApiClient } from '@/lib/api-client';
import { storeSession, storeUser, type StoredUser } from '@/lib/token-storage';
import { startTestApi, type TestApi } from '@/testing/api-server';
import { AppProviders } from '../providers/app-providers';
import { createQueryClient } from '../providers/query-client';

export { page } from '@/testing/api-server';

/** The customer most tests are signed in as. */
export const customer: StoredUser = { id: '6f1c1d52-8d9a-4a57-9a3e-3f0c2b1a0001', name: 'Ama Mensah', email: 'ama@example.com' };

/**
 * Starts one test API server for the file and resets it (and the browser storage, toasts and
 * navigate spy) before each test. Returns a getter because the server starts in beforeAll.
 */
export function setupTestApi(): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    configureApiClient();
    await api?.close();
  });
  beforeEach(() => {
    api?.reset();
    localStorage.clear();
    sessionStorage.clear();
    toast.remove();
    jest.mocked(navigate).mockClear();
    configureApiClient({ baseUrl: api?.url ?? '', fetch: api!.fetch, onSessionExpired: () => undefined });
  });
  return () => {
    if (!api) throw new Error('The test API starts in beforeAll');
    return api;
  };
}

/** Stores a session as a login with 'Remember me' would. */
export function signIn(user: StoredUser = customer): void {
  storeSession({ access: 'test-access-token', refresh: 'test-refresh-token' }, true);
  storeUser(user);
}

export interface RenderAppOptions {
  /** Render inside a router location (for Router, Redirect and Link-dependent screens). */
  path?: string;
}

/** Renders `ui` inside the app's providers. */
export function renderApp(ui: React.ReactElement, { path }: RenderAppOptions = {}): RenderResult {
  const queryClient = createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } });
  const content = path ? (
    <LocationProvider history={createHistory(createMemorySource(path))}>{ui}</LocationProvider>
  ) : (
    ui
  );
  return render(
    <ThemeProvider>
      <AppProviders queryClient={queryClient}>{content}</AppProviders>
    </ThemeProvider>,
  );
}

/** A promise the test resolves when it wants the server to answer (loading states). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The spinner announcing `label` (a status role takes no name from its content, so match text). */
export function spinner(label: string): HTMLElement {
  const status = screen.getAllByRole('status').find((element) => element.textContent === label);
  if (!status) throw new Error(`No spinner saying "${label}"`);
  return status;
}
