/**
 * What every jsdom test of the customer app and the staff console sets up the same way: one test
 * API server per file (reset with the browser storage, toasts and navigate spy before each test),
 * a stored session, a promise the test resolves when it wants the server to answer, and the
 * spinner announcing a label.
 */
import { screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import toast from '@/lib/toast';
import { configureApiClient } from '@/lib/api-client';
import { storeSession, storeUser, type StoredUser } from '@/lib/token-storage';
import { startTestApi, type TestApi } from './api-server';

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

/** Stores a session for `user` as a login with 'Remember me' would. */
export function storeTestSession(user: StoredUser): void {
  storeSession({ access: 'test-access-token', refresh: 'test-refresh-token' }, true);
  storeUser(user);
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
