/**
 * Renders app screens for tests the way the app runs them: the theme, a fresh QueryClient with
 * the app's defaults (retries without the backoff wait, so error states show at once), the jotai
 * store and the toaster, with the API client pointed at a real HTTP test server.
 */
import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { StoredUser } from '@/lib/token-storage';
import { AppProviders } from '@/lib/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { storeTestSession } from '@/testing/test-session';
import { useStaticQuery } from 'gatsby';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';

export { page } from '@/testing/api-server';
export { deferred, setupTestApi, spinner } from '@/testing/test-session';

/** The customer most tests are signed in as. */
export const customer: StoredUser = { id: '6f1c1d52-8d9a-4a57-9a3e-3f0c2b1a0001', name: 'Ama Mensah', email: 'ama@example.com' };

/** Stores a session as a login with 'Remember me' would. */
export function signIn(user: StoredUser = customer): void {
  storeTestSession(user);
}

export interface RenderAppOptions {
  /** Render inside a router location (for Router, Redirect and Link-dependent screens). */
  path?: string;
}

/** The app reads the business's facts (branch map points, the WhatsApp number) as the build does. */
export function mockSiteFacts(): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: readContent<SiteFacts>('site'),
    site: { siteMetadata: { siteUrl: 'https://adomlaundry.com.gh', description: 'Laundry and dry cleaning in Accra.' } },
  });
}

/** Renders `ui` inside the app's providers. */
export function renderApp(ui: React.ReactElement, { path }: RenderAppOptions = {}): RenderResult {
  mockSiteFacts();
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
