/**
 * What a branch offers beside its windows: its opening hours and closures (for ready-by times),
 * its pickup fee and free-from weight, and its Same-Day Express settings with the day's Express
 * bookings. Checkout runs these on its transaction; admins change the settings on theirs.
 */
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  bookings,
  branchClosures,
  branchExpressService,
  branches,
  branchOpeningHours,
  branchPickupService,
  type BranchClosure,
  type BranchExpressService,
  type BranchOpeningHours,
  type BranchPickupService,
} from '../../db/schema';

/** A branch's services on `db` (the database or a transaction). */
export function branchServicesRepository(db: Db | Tx) {
  return {
    /** Whether the branch exists (archived ones too). */
    async branchExists(branchId: string): Promise<boolean> {
      const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
      return Boolean(row);
    },

    /** The branch's opening hours, and its closure dates from `from` to `to`. */
    async hours(branchId: string, from: string, to: string): Promise<{ hours: BranchOpeningHours[]; closures: Pick<BranchClosure, 'date'>[] }> {
      // One after the other: `db` may be a booking's transaction, one connection.
      const hours = await db.select().from(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId));
      const closures = await db
        .select({ date: branchClosures.date })
        .from(branchClosures)
        .where(and(eq(branchClosures.branchId, branchId), gte(branchClosures.date, from), lte(branchClosures.date, to)));
      return { hours, closures };
    },

    pickup: {
      /** The branch's pickup row, or undefined when no admin has set one. */
      async find(branchId: string): Promise<BranchPickupService | undefined> {
        const [row] = await db.select().from(branchPickupService).where(eq(branchPickupService.branchId, branchId));
        return row;
      },
      /** The branch's pickup row, made with the defaults first if missing, locked until the transaction ends. */
      async lock(branchId: string): Promise<BranchPickupService> {
        await db.insert(branchPickupService).values({ branchId }).onConflictDoNothing();
        const [row] = await db.select().from(branchPickupService).where(eq(branchPickupService.branchId, branchId)).for('update');
        return row;
      },
      async update(branchId: string, terms: Pick<typeof branchPickupService.$inferInsert, 'pickupFee' | 'freePickupFromKg'>): Promise<void> {
        await db.update(branchPickupService).set(terms).where(eq(branchPickupService.branchId, branchId));
      },
    },

    express: {
      /** The branch's Express row, or undefined when no admin has set one. */
      async find(branchId: string): Promise<BranchExpressService | undefined> {
        const [row] = await db.select().from(branchExpressService).where(eq(branchExpressService.branchId, branchId));
        return row;
      },
      /** The branch's Express row, made with the defaults first if missing, locked until the transaction ends. */
      async lock(branchId: string): Promise<BranchExpressService> {
        await db.insert(branchExpressService).values({ branchId }).onConflictDoNothing();
        const [row] = await db.select().from(branchExpressService).where(eq(branchExpressService.branchId, branchId)).for('update');
        return row;
      },
      async update(branchId: string, settings: { surchargePercent: number; dailyCapacity: number }): Promise<void> {
        await db.update(branchExpressService).set(settings).where(eq(branchExpressService.branchId, branchId));
      },
      /** Express bookings per pickup date of the branch from `from` to `to` (every status but cancelled). */
      async booked(branchId: string, from: string, to: string, exceptBooking?: string): Promise<Map<string, number>> {
        const rows = await db
          .select({ date: bookings.pickupDate, n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(
            and(
              eq(bookings.branchId, branchId),
              gte(bookings.pickupDate, from),
              lte(bookings.pickupDate, to),
              eq(bookings.serviceSpeed, 'express'),
              ne(bookings.status, 'cancelled'),
              exceptBooking ? ne(bookings.id, exceptBooking) : undefined,
            ),
          )
          .groupBy(bookings.pickupDate);
        return new Map(rows.map((r) => [r.date, Number(r.n)]));
      },
    },
  };
}

export type BranchServicesRepository = ReturnType<typeof branchServicesRepository>;
