/**
 * The page a visitor was going to when a sign-in door stopped them: `?next=` on the login or
 * sign-up URL, and back there once signed in. Kept apart from the API client and the signed-in
 * account so both can send a visitor to log in without importing each other.
 */
import { paths } from './paths';

/** A sign-in door (login, sign-up) that brings the visitor on to `next` once signed in. */
export const withRequestedPath = (door: string, next: string | undefined): string =>
  next ? `${door}?next=${encodeURIComponent(next)}` : door;

/** The login page that brings the visitor back to `path` once signed in. */
export const loginPathFor = (path: string): string => withRequestedPath(paths.app.login, path);

/** The `next` path of a login URL, when it is one of ours (never another site). */
export function requestedPath(search: string | undefined): string | undefined {
  const next = new URLSearchParams(search ?? '').get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  return next;
}
