/**
 * The rows of a route sheet: one branch's pickups of a day with their customers and pickup
 * addresses, and the branch's windows of that weekday. The service checks the branch is in the
 * staff member's scope before asking (route-sheet.service.ts).
 */
import { weekdayOf } from '@laundry-accra/domain/pickup-windows';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, bookings, branches, pickupWindows, users, type Branch } from '../../db/schema';

/** The route sheet's queries on `db`. */
export function routeSheetRepository(db: Db | Tx) {
  return {
    /** The branch, or undefined. */
    async branch(id: string): Promise<Branch | undefined> {
      const [branch] = await db.select().from(branches).where(eq(branches.id, id));
      return branch;
    },

    /** The branch's planned windows of the date's weekday. */
    plannedWindows: (branchId: string, date: string) =>
      db
        .select({ start: pickupWindows.startsAt, end: pickupWindows.endsAt })
        .from(pickupWindows)
        .where(and(eq(pickupWindows.branchId, branchId), eq(pickupWindows.weekday, weekdayOf(date)))),

    /** The windows the branch's bookings of the date hold (cancelled ones left out), with how many each. */
    bookedWindows: (branchId: string, date: string) =>
      db
        .select({ start: bookings.pickupWindow, end: sql<string | null>`max(${bookings.pickupWindowEnd})`, n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.branchId, branchId), eq(bookings.pickupDate, date), ne(bookings.status, 'cancelled')))
        .groupBy(bookings.pickupWindow),

    /**
     * The branch's pickups of the date (in one window, or all), cancelled ones left out, by window
     * (bookings without one last) then order number, with the customer and the pickup address.
     */
    pickups: (branchId: string, date: string, window: string | null) =>
      db
        .select({
          id: bookings.id,
          orderNumber: bookings.orderNumber,
          status: bookings.status,
          handover: bookings.handover,
          pickupWindow: bookings.pickupWindow,
          pickupWindowEnd: bookings.pickupWindowEnd,
          customerName: users.name,
          customerPhone: users.phone,
          address: addresses,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(addresses, eq(addresses.id, bookings.pickupAddressId))
        .where(
          and(
            eq(bookings.branchId, branchId),
            eq(bookings.pickupDate, date),
            ne(bookings.status, 'cancelled'),
            window ? eq(bookings.pickupWindow, window) : undefined,
          ),
        )
        .orderBy(sql`${bookings.pickupWindow} asc nulls last`, asc(bookings.orderNumber)),
  };
}

export type RouteSheetRepository = ReturnType<typeof routeSheetRepository>;
