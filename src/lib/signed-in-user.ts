/**
 * Who is signed in and where they belong: GET /users/me answers with the account's role and branch,
 * which decide whether a login lands in the customer app or the staff console, and whether the
 * console lets the account in.
 */
import { isStaffRole } from '@laundry-accra/domain/roles';
import type { SignedInUserBody } from '@laundry-accra/domain/schemas/users';
import { api, data } from './api-client';
import { paths } from './paths';
import { getStoredUser, hasSession, storeUser } from './token-storage';

/** The signed-in account: a customer, or a staff member bound to a branch (null: every branch). */
export type SignedInUser = SignedInUserBody;

/** Reads the signed-in account and keeps it in storage beside the tokens. */
export async function fetchSignedInUser(): Promise<SignedInUser> {
  const user = await data(api.GET('/api/users/me'));
  storeUser(user);
  return user;
}

export { loginPathFor, requestedPath, withRequestedPath } from './requested-path';

/** The pages that sign a visitor in: never where a login lands. */
const isSignInDoor = (path: string) => [paths.app.login, paths.app.signup].some((door) => path === door || path.startsWith(`${door}?`));

const isConsolePath = (path: string) => path === '/ops' || path.startsWith('/ops/') || path.startsWith('/ops?');

/**
 * Where a login lands: staff and admins on the console (the console page they asked for, if any),
 * customers on their dashboard (the app page they asked for, if any, never the console).
 */
export function landingPath(user: SignedInUser | null, next?: string): string {
  if (user && isStaffRole(user.role)) return next && isConsolePath(next) ? next : paths.ops.today;
  return next && next.startsWith(paths.app.root) && !isSignInDoor(next) ? next : paths.app.dashboard;
}

/**
 * Where a visitor who is already signed in goes when they open the login (/app, /app/login):
 * where a login would land them, by the account stored at their last login. Null when signed out.
 */
export function signedInLanding(next?: string): string | null {
  if (!hasSession()) return null;
  const stored = getStoredUser();
  return landingPath(stored && 'role' in stored ? (stored as SignedInUser) : null, next);
}
