/**
 * The one way the browser talks to the API (ARCHITECTURE: base /api, DRF-style errors). It adds
 * the bearer token, turns error bodies into ApiError (which form/submission-errors.ts turns into
 * form messages), and on a 401 tries the refresh token once before ending the session and sending
 * the customer to log in.
 */
import type { Page } from '@laundry-accra/domain/schemas/common';
import { navigate } from 'gatsby';
import { loginPathFor } from './requested-path';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  replaceTokens,
  type SessionTokens,
} from './token-storage';

/** The part of `fetch` the client uses, so tests and other runtimes can hand in their own. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; ok: boolean; text(): Promise<string> }>;

interface ClientSettings {
  /** Origin of the API; '' means the page's own origin (one process serves both). */
  baseUrl: string;
  fetch: FetchLike;
  /** Called once the session is over (refresh refused): by default, go to the login page. */
  onSessionExpired: () => void;
}

const defaults: ClientSettings = {
  baseUrl: '',
  fetch: (url, init) => globalThis.fetch(url, init),
  // Back to the page the customer was on once they have logged in again.
  onSessionExpired: () => {
    void navigate(loginPathFor(`${window.location.pathname}${window.location.search}`));
  },
};

let settings: ClientSettings = { ...defaults };

/** Points the client at another origin, fetch or expiry handler; with no argument, the defaults. */
export function configureApiClient(overrides?: Partial<ClientSettings>): void {
  settings = { ...defaults, ...overrides };
}

/** The full URL of an API path (below /api), for callers that cannot go through `apiRequest` (a stream). */
export const apiUrl = (path: string): string => `${settings.baseUrl}/api${path}`;

/** DRF error bodies: `{field: ["message"]}` or `{detail: "message"}`. */
export type ErrorBody = Record<string, unknown>;

/** A request the API refused or that never reached it (status 0, 'Network Error'). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? detailOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `detail` text, when it sent one. */
  get detail(): string | undefined {
    return detailOf(this.body);
  }

  /** First message per field (`non_field_errors` excluded), as a form shows them. */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!this.body) return errors;
    for (const [field, value] of Object.entries(this.body)) {
      if (field === 'detail' || field === 'non_field_errors') continue;
      const message = firstMessage(value);
      if (message) errors[field] = message;
    }
    return errors;
  }
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string');
  return undefined;
}

function detailOf(body: ErrorBody | null): string | undefined {
  if (!body) return undefined;
  return firstMessage(body.detail) ?? firstMessage(body.non_field_errors);
}

/** The text a customer should read for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Send the bearer token (default true); sign-up, login and password reset send none. */
  auth?: boolean;
  /** On a 401, refresh once and retry, else end the session (default: same as `auth`). */
  refreshOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

interface SendResult {
  status: number;
  ok: boolean;
  body: unknown;
  /** The access token the request carried, to tell whether a refresh happened meanwhile. */
  token: string | null;
}

async function send(path: string, options: RequestOptions): Promise<SendResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth !== false ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await settings.fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Network Error');
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { detail: text };
    }
  }
  return { status: response.status, ok: response.ok, body, token };
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for new tokens. Calls that fail together share one refresh, so a
 * screen with four queries does not spend the refresh token four times.
 */
function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    refreshing = (async () => {
      const refresh = getRefreshToken();
      if (!refresh) return false;
      try {
        const result = await send('/auth/token/refresh/', { method: 'POST', body: { refresh }, auth: false });
        if (!result.ok) return false;
        replaceTokens(result.body as SessionTokens);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** Calls the API (path below /api) and returns its JSON; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth !== false;
  const refreshOnUnauthorized = options.refreshOnUnauthorized ?? auth;
  let result = await send(path, options);
  if (result.status === 401 && refreshOnUnauthorized) {
    // A call that failed after another one already refreshed just retries with the new token.
    const refreshedMeanwhile = result.token !== null && getAccessToken() !== null && getAccessToken() !== result.token;
    if (refreshedMeanwhile || (await refreshSession())) result = await send(path, options);
    if (result.status === 401) {
      clearSession();
      settings.onSessionExpired();
    }
  }
  if (!result.ok) throw new ApiError(result.status, (result.body as ErrorBody | null) ?? null);
  return result.body as T;
}

/** GETs a paginated list and returns its results (SPEC §7: only the results array is read). */
export async function apiList<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T[]> {
  const page = await apiRequest<Page<T>>(path, options);
  return page.results;
}
