/**
 * The booking history a staff stream missed while it was away (Server-Sent Events' Last-Event-ID),
 * read from booking_events in id order, inside the staff member's branch scope.
 */
import type { BookingChangeKind, OpsLiveEventDto } from '@laundry-accra/domain/schemas/ops';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { bookingEvents, bookings, paymentTransactions } from '../../db/schema';
import type { BookingEventRecorded } from '../../live/events';
import { withinBranchScope, type BranchScope } from './staff-access';
import { MONEY_MOVED_STATUSES } from '@laundry-accra/domain/statuses';

/** A step of a booking's history with its id (none for a payment), ready to send. */
export interface StreamedEvent {
  id?: number;
  event: OpsLiveEventDto;
}

/** What a history row says happened: a booking made, cancelled, or moved on. */
export function changeKind(fromStatus: string | null, toStatus: string): BookingChangeKind {
  if (fromStatus === null) return 'created';
  return toStatus === 'cancelled' ? 'cancelled' : 'status';
}

/** A history row (as the database announced it, or as read back) as the stream sends it. */
export function streamedEvent(row: BookingEventRecorded, at: Date): StreamedEvent {
  return {
    id: row.id,
    event: {
      kind: row.payment ?? changeKind(row.fromStatus, row.toStatus),
      booking: row.bookingId,
      branch: row.branchId,
      status: row.toStatus as OpsLiveEventDto['status'],
      at: at.toISOString(),
    },
  };
}

/** The history queries of the staff stream on `db`. */
export function opsEventsRepository(db: Db) {
  return {
    /**
     * What happened in `scope` after the history row `afterId`, oldest first: the history rows
     * after it, and the bookings whose money moved since its time (a payment has no row).
     * `complete` is false when there were more than `limit` of either, and none are returned.
     */
    async since(
      scope: BranchScope,
      afterId: number,
      limit: number,
    ): Promise<{ complete: boolean; events: StreamedEvent[] }> {
      const [steps, payments] = await Promise.all([
        stepsAfter(scope, afterId, limit + 1),
        paymentsAfter(scope, afterId, limit + 1),
      ]);
      if (steps.length > limit || payments.length > limit) return { complete: false, events: [] };
      const events = [...steps, ...payments].sort((a, b) => a.at.getTime() - b.at.getTime());
      return { complete: true, events: events.map(({ at, ...row }) => streamedEvent(row, at)) };
    },

    /** The newest history row's id (in any branch: ids are only compared), or 0. */
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: max(bookingEvents.id) }).from(bookingEvents);
      return Number(row?.id ?? 0);
    },
  };

  function stepsAfter(scope: BranchScope, afterId: number, limit: number) {
    return db
      .select({
        id: bookingEvents.id,
        bookingId: bookingEvents.bookingId,
        branchId: bookings.branchId,
        fromStatus: bookingEvents.fromStatus,
        toStatus: bookingEvents.toStatus,
        at: bookingEvents.at,
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(and(gt(bookingEvents.id, afterId), withinBranchScope(scope, bookings.branchId)))
      .orderBy(asc(bookingEvents.id))
      .limit(limit);
  }

  /** Bookings whose payment changed after the time of the history row `afterId`. */
  async function paymentsAfter(scope: BranchScope, afterId: number, limit: number) {
    const rows = await db
      .select({
        bookingId: bookings.id,
        branchId: bookings.branchId,
        status: bookings.status,
        paymentStatus: paymentTransactions.paymentStatus,
        at: paymentTransactions.updatedAt,
      })
      .from(paymentTransactions)
      .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .where(
        and(
          inArray(paymentTransactions.paymentStatus, [...MONEY_MOVED_STATUSES]),
          gt(
            paymentTransactions.updatedAt,
            sql`(select ${bookingEvents.at} from ${bookingEvents} where ${bookingEvents.id} = ${afterId})`,
          ),
          withinBranchScope(scope, bookings.branchId),
        ),
      )
      .orderBy(asc(paymentTransactions.updatedAt))
      .limit(limit);
    return rows.map(({ status, paymentStatus, ...row }) => ({
      ...row,
      payment: paymentStatus === 'paid' ? ('paid' as const) : ('refund' as const),
      fromStatus: status,
      toStatus: status,
    }));
  }
}

export type OpsEventsRepository = ReturnType<typeof opsEventsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking history the staff stream replays after a reconnect. */
    opsEvents: OpsEventsRepository;
  }
}

/** Decorates `app.opsEvents`. */
export default fp(
  async function opsEventsPlugin(app: FastifyInstance) {
    app.decorate('opsEvents', opsEventsRepository(app.db));
  },
  { name: 'ops-events', dependencies: ['database'] },
);
