/**
 * The one way the browser talks to the API (ARCHITECTURE: base /api, DRF-style errors): a client
 * typed from the server's OpenAPI document (src/lib/api/schema.d.ts, `npm run api:types`), so a
 * path, a parameter, a body or an answer the server does not have is a type error. Around it, as
 * middleware: the bearer token, one refresh on a 401 before the session ends and the customer is
 * sent to log in, and error bodies turned into ApiError (which form/submission-errors.ts turns into
 * form messages).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { navigate } from 'gatsby';
import type { paths } from './api/schema';
import { loginPathFor } from './requested-path';
import { clearSession, getAccessToken, getRefreshToken, replaceTokens } from './token-storage';

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

/** The full URL of an API path (below /api), for callers that cannot go through the client (a stream). */
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
/** A 400 that names the fields it refused: a form shows each message on its field, not in a toast. */
export const isFieldRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0;

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The API's answer as JSON text: an empty answer reads as null, a text answer as `{detail}`. */
function asJson(text: string): string {
  if (!text) return 'null';
  try {
    JSON.parse(text);
    return text;
  } catch {
    return JSON.stringify({ detail: text });
  }
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304]);

/**
 * Sends one request through the configured fetch; `authorization` replaces the header the request
 * carries (a retry after a refresh). A request that never reached the API is ApiError 0; an abort
 * stays an AbortError. The request's own body is left unread so that it can be sent again.
 */
async function transport(request: Request, authorization?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (authorization) headers.authorization = authorization;
  const body = request.body ? await request.clone().text() : undefined;
  // A JSON content type with no body is a 400 from the API: a call that sends nothing says nothing.
  if (body === undefined) delete headers['content-type'];
  let answer: Awaited<ReturnType<FetchLike>>;
  try {
    answer = await settings.fetch(request.url, { method: request.method, headers, body, signal: request.signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Network Error');
  }
  const text = await answer.text();
  return new Response(BODILESS.has(answer.status) ? null : asJson(text), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Every refusal becomes an ApiError, so a caller only ever sees the documented success. */
const refusals: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    let body: unknown = null;
    try {
      body = await response.clone().json();
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBody) : null);
  },
};

/** Sends the bearer token of the session, if any. */
const bearer: Middleware = {
  onRequest({ request }) {
    const token = getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * On a 401, refreshes the session once and sends the request again; if the API still refuses,
 * the session is over. A request that failed after another one already refreshed just retries
 * with the new token.
 */
const refreshOnUnauthorized: Middleware = {
  async onResponse({ request, response }) {
    if (response.status !== 401) return undefined;
    const carried = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    const current = getAccessToken();
    const refreshedMeanwhile = carried !== null && current !== null && current !== carried;
    let answer = response;
    if (refreshedMeanwhile || (await refreshSession())) answer = await transport(request, `Bearer ${getAccessToken()}`);
    if (answer.status === 401) {
      clearSession();
      settings.onSessionExpired();
    }
    return answer;
  },
};

/** Which middleware a client runs. */
interface Mode {
  /** Send the bearer token; sign-up, login, password reset and the catalogue send none. */
  auth: boolean;
  /** On a 401, refresh once and retry, else end the session. */
  refresh: boolean;
}

/** Query strings as the API reads them: fields left empty ('' or nothing) are not sent. */
function queryText(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The page's origin: openapi-fetch builds absolute Requests. */
const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

function buildClient(mode: Mode): Client<paths> {
  const client = createClient<paths>({
    baseUrl: settings.baseUrl || pageOrigin(),
    fetch: (request: Request) => transport(request),
    querySerializer: queryText,
    headers: { Accept: 'application/json' },
  });
  // Responses pass the middleware last to first: a 401 is refreshed before it becomes an error.
  client.use(refusals);
  if (mode.auth) client.use(bearer);
  if (mode.refresh) client.use(refreshOnUnauthorized);
  return client;
}

/** The calls of a typed client. */
export type ApiClient = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

/** A client built on first use and again after configureApiClient (tests point it at their server). */
function clientFor(mode: Mode): ApiClient {
  let built: { client: Client<paths>; settings: ClientSettings } | null = null;
  const current = () => {
    if (!built || built.settings !== settings) built = { client: buildClient(mode), settings };
    return built.client;
  };
  const method = <M extends keyof ApiClient>(name: M) =>
    ((...args: never[]) => (current()[name] as (...a: never[]) => unknown)(...args)) as ApiClient[M];
  return { GET: method('GET'), POST: method('POST'), PUT: method('PUT'), PATCH: method('PATCH'), DELETE: method('DELETE') };
}

/** Signed-in calls: the bearer token, refreshed once on a 401. */
export const api = clientFor({ auth: true, refresh: true });
/** Calls made without a session: sign-up, login, password reset, the catalogue and branch slots. */
export const publicApi = clientFor({ auth: false, refresh: false });
/** Logging out: the token goes along, but a 401 must not start a refresh of the session being ended. */
export const sessionEndApi = clientFor({ auth: true, refresh: false });

/**
 * The answer of a typed call. Refusals have already thrown ApiError in the middleware, so what is
 * left is the documented success (undefined for a 204).
 */
export async function data<D>(pending: Promise<{ data?: D; response: Response }>): Promise<D> {
  const answer = await pending;
  return answer.data as D;
}

/** The results of a paginated list (SPEC §7: only the results array is read). */
export async function results<R>(pending: Promise<{ data?: { results: R[] }; response: Response }>): Promise<R[]> {
  return (await data(pending)).results;
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
        replaceTokens(await data(publicApi.POST('/api/auth/token/refresh/', { body: { refresh } })));
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
