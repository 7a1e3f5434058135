/**
 * A form kept across a sign-in: when the session ends while a form is being sent, its values wait
 * in this tab's sessionStorage, tied to the customer (and to what else the caller names, such as
 * the basket), for the login page to mention and the same screen to fill in again. Only that
 * customer gets them back, once: another account signing in on this tab finds nothing and the
 * values are dropped, and so does a sign-out or an hour's wait.
 */
import { ApiError } from './api-client';

const PREFIX = 'keptForm:';
/** How long kept values wait for the customer to sign in again. */
export const KEPT_FORM_MAX_AGE_MS = 60 * 60 * 1000;

/** Who and what the values belong to: the customer's id, and anything else that must still match. */
export interface KeptFormOwner {
  user: string;
  /** A fingerprint of what the form was about (the basket's lines); values of another are dropped. */
  about?: string;
}

interface Stored<V> {
  owner: KeptFormOwner;
  keptAt: number;
  values: V;
}

function store(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `values` of the form `name` for `owner`, replacing what was kept before. */
export function keepForm<V>(name: string, owner: KeptFormOwner, values: V, now: number = Date.now()): void {
  const stored: Stored<V> = { owner, keptAt: now, values };
  try {
    store()?.setItem(PREFIX + name, JSON.stringify(stored));
  } catch {
    // A full or refused storage only means the form is not kept.
  }
}

/** Drops what was kept of the form `name`. */
export function forgetForm(name: string): void {
  store()?.removeItem(PREFIX + name);
}

function read<V>(name: string, now: number): Stored<V> | null {
  const raw = store()?.getItem(PREFIX + name);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored<V>;
    if (now - stored.keptAt <= KEPT_FORM_MAX_AGE_MS && stored.owner?.user) return stored;
  } catch {
    // Unreadable: dropped below.
  }
  forgetForm(name);
  return null;
}

/** True when values of the form `name` wait for a sign-in (whose they are is not told). */
export function isFormKept(name: string, now: number = Date.now()): boolean {
  return read(name, now) !== null;
}

/**
 * The values kept of the form `name` when they belong to `owner`, and they are forgotten: given
 * once. Values of anyone or anything else are forgotten too, and never returned.
 */
export function takeKeptForm<V>(name: string, owner: KeptFormOwner, now: number = Date.now()): V | null {
  const stored = read<V>(name, now);
  if (!stored) return null;
  forgetForm(name);
  const same = stored.owner.user === owner.user && (stored.owner.about ?? '') === (owner.about ?? '');
  return same ? stored.values : null;
}

/** Drops every kept form (sign-out: the next person on this device sees none of them). */
export function forgetKeptForms(): void {
  const storage = store();
  if (!storage) return;
  const names: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) names.push(key);
  }
  for (const key of names) storage.removeItem(key);
}

/**
 * Sends `values` of the form `name`, keeping them for `owner` while the request is out: a
 * request the API refuses because the session is over (401 after the refresh) leaves them kept,
 * any other answer forgets them. They are kept before sending, because the end of the session
 * sends the customer to the login page before the request's promise settles.
 */
export async function sendKeepingForm<V, R>(
  name: string,
  owner: KeptFormOwner | null,
  values: V,
  send: (values: V) => Promise<R>,
): Promise<R> {
  if (owner) keepForm(name, owner, values);
  try {
    const result = await send(values);
    forgetForm(name);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) forgetForm(name);
    throw error;
  }
}
