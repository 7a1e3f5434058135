/**
 * Who is signed in and where they belong: GET /users/me answers with the account's role and branch,
 * which decide whether a login lands in the customer app or the staff console, and whether the
 * console lets the account in.
 */
import { isStaffRole } from '@laundry-accra/domain/roles';
import type { SignedInUserBody } from '@laundry-accra/domain/schemas/users';
import { apiRequest } from './api-client';
import { paths } from './paths';
import { storeUser } from './token-storage';

/** The signed-in account: a customer, or a staff member bound to a branch (null: every branch). */
export type SignedInUser = SignedInUserBody;

/** Reads the signed-in account and keeps it in storage beside the tokens. */
export async function fetchSignedInUser(): Promise<SignedInUser> {
  const user = await apiRequest<SignedInUser>('/users/me');
  storeUser(user);
  return user;
}

/** The login page that brings the visitor back to `path` once signed in. */
export const loginPathFor = (path: string): string => `${paths.app.login}?next=${encodeURIComponent(path)}`;

/** The `next` path of a login URL, when it is one of ours (never another site). */
export function requestedPath(search: string | undefined): string | undefined {
  const next = new URLSearchParams(search ?? '').get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  return next;
}

const isConsolePath = (path: string) => path === '/ops' || path.startsWith('/ops/') || path.startsWith('/ops?');

/**
 * Where a login lands: staff and admins on the console (the console page they asked for, if any),
 * customers on their dashboard (the app page they asked for, if any, never the console).
 */
export function landingPath(user: SignedInUser | null, next?: string): string {
  if (user && isStaffRole(user.role)) return next && isConsolePath(next) ? next : paths.ops.today;
  return next && next.startsWith(paths.app.root) ? next : paths.app.dashboard;
}
