/**
 * The people and places of staff-side tests: staff and admin accounts bound to a branch (or to
 * every branch), and a checked-out booking at a chosen branch, written straight to the database.
 */
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@laundry-accra/domain/roles';
import { bookings, branches, users } from '../src/db/schema';
import { createCheckedOutBooking } from './fixtures';
import { createCustomer, type TestContext } from './helper';

/** A staff or admin account (branch null: every branch) and its bearer token. */
export async function createStaff(
  ctx: TestContext,
  role: StaffRole,
  branchId: string | null,
): Promise<{ user: { id: string; name: string; email: string }; token: string }> {
  const account = await createCustomer(ctx, { name: `${role === 'admin' ? 'Admin' : 'Staff'} Kofi Boateng` });
  await ctx.database.db.update(users).set({ role, branchId }).where(eq(users.id, account.user.id));
  return account;
}

/** The seeded branches' ids, by name: two at least, so one can be "the other branch". */
export async function branchIds(ctx: TestContext): Promise<[string, string]> {
  const rows = await ctx.database.db.select({ id: branches.id }).from(branches).orderBy(branches.name);
  if (rows.length < 2) throw new Error('the seed has fewer than two branches');
  return [rows[0].id, rows[1].id];
}

/** A checked-out (pending, unpaid) booking of `customerId` at `branchId`. */
export async function createBookingAt(
  ctx: TestContext,
  customerId: string,
  branchId: string,
): Promise<Awaited<ReturnType<typeof createCheckedOutBooking>>> {
  const booking = await createCheckedOutBooking(ctx, customerId);
  await ctx.database.db.update(bookings).set({ branchId }).where(eq(bookings.id, booking.id));
  return booking;
}
