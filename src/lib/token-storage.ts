/**
 * Where the customer's session lives in the browser. The access token is stored as JSON under
 * `accessToken` (SPEC §4): in localStorage when the customer ticked 'Remember me', in
 * sessionStorage otherwise. The refresh token and the signed-in user follow the same choice, so
 * a session that ends with the tab leaves nothing behind.
 */
import type { Static } from '@sinclair/typebox';
import type { TokenPair } from '@laundry-accra/domain/schemas/auth';
import type { UserBody } from '@laundry-accra/domain/schemas/users';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';

/** The tokens the API hands out at sign-up, login and refresh. */
export type SessionTokens = Static<typeof TokenPair>;

/** The signed-in customer as GET /users/me returns them. */
export type StoredUser = UserBody;

type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Some privacy modes throw on access: behave as if nothing is stored.
    return null;
  }
}

function readJson<T>(store: Storage | null, key: string): T | null {
  const raw = store?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Which storage holds the session now: the remembered one wins. */
function sessionStorageKind(): StorageKind | null {
  if (readJson<string>(storage('local'), ACCESS_TOKEN_KEY)) return 'local';
  if (readJson<string>(storage('session'), ACCESS_TOKEN_KEY)) return 'session';
  return null;
}

function read<T>(key: string): T | null {
  const kind = sessionStorageKind();
  return kind ? readJson<T>(storage(kind), key) : null;
}

/** The stored access token, or null when the visitor is signed out. */
export function getAccessToken(): string | null {
  const kind = sessionStorageKind();
  return kind ? readJson<string>(storage(kind), ACCESS_TOKEN_KEY) : null;
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return read<string>(REFRESH_TOKEN_KEY);
}

/** True when an access token is stored: what the app's guard checks. */
export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** Stores a new session; `remember` picks localStorage over sessionStorage. */
export function storeSession(tokens: SessionTokens, remember: boolean): void {
  clearSession();
  const store = storage(remember ? 'local' : 'session');
  store?.setItem(ACCESS_TOKEN_KEY, JSON.stringify(tokens.access));
  store?.setItem(REFRESH_TOKEN_KEY, JSON.stringify(tokens.refresh));
}

/** Replaces the tokens after a refresh, keeping the customer's 'Remember me' choice. */
export function replaceTokens(tokens: SessionTokens): void {
  const store = storage(sessionStorageKind() ?? 'session');
  store?.setItem(ACCESS_TOKEN_KEY, JSON.stringify(tokens.access));
  store?.setItem(REFRESH_TOKEN_KEY, JSON.stringify(tokens.refresh));
}

/** The stored signed-in customer, or null. */
export function getStoredUser(): StoredUser | null {
  return read<StoredUser>(USER_KEY);
}

/** Stores the signed-in customer beside the tokens (ignored when signed out). */
export function storeUser(user: StoredUser): void {
  const kind = sessionStorageKind();
  if (kind) storage(kind)?.setItem(USER_KEY, JSON.stringify(user));
}

/** Removes the tokens and the stored user from both storages (logout, failed refresh). */
export function clearSession(): void {
  for (const kind of ['local', 'session'] as const) {
    const store = storage(kind);
    store?.removeItem(ACCESS_TOKEN_KEY);
    store?.removeItem(REFRESH_TOKEN_KEY);
    store?.removeItem(USER_KEY);
  }
}
