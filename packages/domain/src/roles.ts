/**
 * Who an account belongs to. Every sign-up is a customer; staff work the counters and the console,
 * an admin also manages the staff. Stored as text in `users.role` (checked against this list).
 */

/** Every role an account can have. */
export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may use the ops console and `/api/ops`. */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role a new account gets. */
export const DEFAULT_ROLE: UserRole = 'customer';

/** True when the role may use the ops console. */
export const isStaffRole = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

/**
 * What a staff invitation asks someone to be, in words, for its email and its welcome page:
 * 'as staff at Osu', 'as an admin of every branch'.
 */
export function invitedAs(role: StaffRole, branch: string | null): string {
  const who = role === 'admin' ? 'an admin' : 'staff';
  return branch ? `as ${who} at ${branch}` : `as ${who} of every branch`;
}
