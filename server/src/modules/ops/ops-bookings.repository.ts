/**
 * Queries of bookings as staff see them, bound to a branch scope when they are built
 * (`forScope(branchScopeOf(staff))`): a staff member bound to a branch never reads or writes
 * another branch's booking, which is simply not found.
 */
import type { ItemUnit, JobStatus } from '@laundry-accra/domain/units';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatOrderNumber, parseOrderNumber } from '@laundry-accra/domain/order-numbers';
import { moneyMoved, type BookingStatus, type PaymentStatus } from '@laundry-accra/domain/statuses';
import type { CounterPaymentMethod } from '@laundry-accra/domain/payments';
import type {
  OpsBookingOrdering,
  OpsBookingRowDto,
  OpsBookingsQuery,
  OrderPlaceDto,
  OrderEventDto,
} from '@laundry-accra/domain/schemas/ops';
import type { BookingLineDto } from '@laundry-accra/domain/schemas/bookings';
import type { PickupMoveDto } from '@laundry-accra/domain/schemas/pickup-windows';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  bookingEvents,
  bookingPickupMoves,
  bookingItems,
  bookings,
  partialRefunds,
  paymentTransactions,
  users,
  type Booking,
  type BookingItem,
  type PaymentTransaction,
} from '../../db/schema';
import { shownAttemptFirst } from '../finance/shown-attempt';
import {
  bookingColumns,
  bookingLineColumns,
  bookingMoney,
  bookingMoneyColumns,
  branchColumns,
  freePickupFromKg,
  lineJobStatus,
  readyByText,
  withBranch,
  withCoveringPackage,
} from '../bookings/booking-projection';
import { amountDueSql, paymentStateSql } from '../finance/finance.repository';
import { withinBranchScope, type BranchScope } from './staff-access';
import { riderAddressColumns, riderFacts, type RiderAddressRow } from '../route-sheets/rider-address';

/** A payment attempt of an order, with the name of whoever took it at the counter. */
export type OrderPayment = PaymentTransaction & { receiverName: string | null };

/**
 * The payments of an order whose money moved (decision 074: an order may be paid in parts), in
 * the order the money came (when it was received or paid, then when the attempt was made).
 */
export function paymentsReceived(payments: readonly OrderPayment[]): OrderPayment[] {
  const came = (payment: OrderPayment) => (payment.receivedAt ?? payment.paidAt)?.getTime() ?? Infinity;
  return payments
    .filter((payment) => moneyMoved(payment.paymentStatus))
    .sort((a, b) => came(a) - came(b) || a.createdAt.getTime() - b.createdAt.getTime());
}

/** The payment status a booking shows (finance/shown-attempt.ts), 'unpaid' without an attempt. */
const shownPaymentStatus = sql<PaymentStatus>`coalesce((
  select ${paymentTransactions.paymentStatus} from ${paymentTransactions}
  where ${paymentTransactions.bookingId} = ${bookings.id}
  order by ${sql.join(shownAttemptFirst, sql`, `)}
  limit 1), 'unpaid')`;

/**
 * What is in the bag, each unit summed as itself (kilos and square metres with their tenths, as
 * numbers): [{unit: 'kg', quantity: 3.5}, {unit: 'piece', quantity: 4}].
 */
const quantities = sql<{ unit: ItemUnit; quantity: number }[]>`(
  select coalesce(json_agg(json_build_object('unit', q.unit, 'quantity', q.quantity) order by q.unit), '[]'::json)
  from (select ${bookingItems.unit} as unit, sum(${bookingItems.quantity}) as quantity from ${bookingItems}
        where ${bookingItems.bookingId} = ${bookings.id} group by ${bookingItems.unit}) q)`;

/**
 * The order's jobs (mending, alterations) and where each stands (`lineJobStatus`):
 * what `movesWhileJobsWait` needs to leave 'Washing' out of a board card's moves while a job waits
 * for its price or answer. Read in the row's own select, so a page of rows is still one query.
 */
const jobs = sql<{ job_status: JobStatus }[]>`(
  select coalesce(json_agg(json_build_object('job_status', ${lineJobStatus}) order by ${bookingItems.id}), '[]'::json)
  from ${bookingItems}
  where ${bookingItems.bookingId} = ${bookings.id} and ${lineJobStatus} is not null)`;

/** Each ordering of the table; ties go by order number, which is unique, so pages never overlap. */
const ORDERINGS: Record<OpsBookingOrdering, SQL[]> = {
  pickup_date: [asc(bookings.pickupDate), asc(bookings.orderNumber)],
  '-pickup_date': [desc(bookings.pickupDate), desc(bookings.orderNumber)],
  order_number: [asc(bookings.orderNumber)],
  '-order_number': [desc(bookings.orderNumber)],
  created_at: [asc(bookings.createdAt), asc(bookings.orderNumber)],
  '-created_at': [desc(bookings.createdAt), desc(bookings.orderNumber)],
  sub_total: [asc(bookings.subTotal), asc(bookings.orderNumber)],
  '-sub_total': [desc(bookings.subTotal), desc(bookings.orderNumber)],
};

/** `%text%` for ILIKE, with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The number of a search written as an order number ('ADM-10042', '#10042'), not bare digits. */
function writtenAsOrderNumber(search: string): number | undefined {
  const number = parseOrderNumber(search);
  return number !== undefined && /\D/.test(search) ? number : undefined;
}

/**
 * The order number a query asks for and nothing else (the QR code on a bag, or a number typed
 * into the search box), or undefined for any other query.
 */
function onlyAnOrderNumber(query: OpsBookingsQuery): number | undefined {
  const filtered = query.branch || query.status || query.payment_state || query.pickup_date_from || query.pickup_date_to;
  return filtered || !query.search ? undefined : writtenAsOrderNumber(query.search.trim());
}

/**
 * What the search box matches. Text written as an order number ('ADM-10042', '#10042') is only
 * that number, so it is answered from the order number's index; bare digits may also be part of
 * a phone number; anything else is looked for in the customer's name, email and phone.
 */
function searchCondition(text: string): SQL | undefined {
  const search = text.trim();
  if (!search) return undefined;
  const written = writtenAsOrderNumber(search);
  if (written !== undefined) return eq(bookings.orderNumber, written);
  const number = parseOrderNumber(search);
  const pattern = containing(search);
  return or(
    number === undefined ? undefined : eq(bookings.orderNumber, number),
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  );
}

/** The filters of the orders table as one condition (inside the scope). */
function filters(scope: BranchScope, query: OpsBookingsQuery): SQL | undefined {
  return and(
    withinBranchScope(scope, bookings.branchId),
    query.branch ? eq(bookings.branchId, query.branch) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.payment_state ? eq(paymentStateSql(), query.payment_state) : undefined,
    query.pickup_date_from ? gte(bookings.pickupDate, query.pickup_date_from) : undefined,
    query.pickup_date_to ? lte(bookings.pickupDate, query.pickup_date_to) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
}

const receivers = alias(users, 'receivers');
const pickups = alias(addresses, 'pickups');
const dropoffs = alias(addresses, 'dropoffs');

/** The staff queries of bookings on `db` (the database or a transaction). */
export function opsBookingsRepository(db: Db | Tx) {
  /** Rows of the board and table matching `where`, in the API shape. */
  const rows = (where: SQL | undefined) =>
    withBranch(
      db
        .select({
          ...bookingColumns,
          ...bookingMoneyColumns(),
          ...branchColumns,
          customerId: users.id,
          customerName: users.name,
          customerEmail: users.email,
          customerPhone: users.phone,
          paymentStatus: shownPaymentStatus,
          amountDue: amountDueSql(bookings),
          quantities,
          jobs,
          version: bookings.version,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .$dynamic(),
    ).where(where);

  type Row = Awaited<ReturnType<typeof rows>>[number];
  type PreparedRows = { execute(placeholders: Record<string, unknown>): Promise<Row[]> };
  const toRow = (row: Row): OpsBookingRowDto => {
    const { total, paymentState } = bookingMoney(row);
    return {
      id: row.id,
      order_number: formatOrderNumber(row.orderNumber),
      customer: { id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
      branch: { id: row.branchId, name: row.branchName },
      pickup_date: row.pickupDate,
      pickup_window: row.pickupWindow,
      pickup_window_end: row.pickupWindowEnd,
      status: row.status,
      handover: row.handover,
      sub_total: row.subTotal,
      service_speed: row.serviceSpeed,
      express_fee: row.expressFee,
      pickup_fee: row.pickupFee,
      // Said only when true: a booking that spent no free pickup answers as it always has.
      ...(row.pickupPeriodId !== null ? { pickup_free_with_package: true } : {}),
      free_pickup_from_kg: freePickupFromKg(row.freePickupFromKg),
      ready_by: readyByText(row.readyBy),
      payment_status: row.paymentStatus,
      amount_due: row.amountDue,
      total,
      payment_state: paymentState,
      // Pieces only: kilos, square metres, pairs and jobs are counted in `quantities`.
      item_count: row.quantities.filter((q) => q.unit === 'piece').reduce((sum, q) => sum + Number(q.quantity), 0),
      quantities: row.quantities.map((q) => ({ unit: q.unit, quantity: Number(q.quantity) })),
      jobs: row.jobs,
      created_at: row.createdAt.toISOString(),
      version: row.version,
    };
  };

  /**
   * The row of the order with a number, in every branch or in one: the console's most frequent
   * question (a bag's QR code, a number read out on the phone), planned once per connection
   * rather than built and planned on every call.
   */
  let numbered: { everywhere: PreparedRows; inBranch: PreparedRows } | undefined;
  const orderNumbered = (scope: BranchScope, number: number) => {
    numbered ??= {
      everywhere: rows(eq(bookings.orderNumber, sql.placeholder('number'))).prepare('ops_order_numbered'),
      inBranch: rows(
        and(eq(bookings.branchId, sql.placeholder('branch')), eq(bookings.orderNumber, sql.placeholder('number'))),
      ).prepare('ops_order_numbered_in_branch'),
    };
    return scope.branchId === null
      ? numbered.everywhere.execute({ number })
      : numbered.inBranch.execute({ number, branch: scope.branchId });
  };

  return {
    /** The queries of the bookings of the branches in `scope`. */
    forScope(scope: BranchScope) {
      const one = (id: string) => and(withinBranchScope(scope, bookings.branchId), eq(bookings.id, id));

      return {
        /** One page of the orders table. */
        async list(
          query: OpsBookingsQuery,
          limit: number,
          offset: number,
        ): Promise<{ count: number; results: OpsBookingRowDto[] }> {
          const number = onlyAnOrderNumber(query);
          if (number !== undefined && offset === 0) {
            const found = (await orderNumbered(scope, number)).map(toRow);
            return { count: found.length, results: found };
          }
          const where = filters(scope, query);
          const searching = Boolean(query.search?.trim());
          // The count reads the customer only for a search: filtered by branch and status alone, it
          // is answered from the index (an index-only scan), the table's most common question.
          const counted = db.select({ n: count() }).from(bookings).$dynamic();
          const total = async () => {
            const [row] = await (searching ? counted.innerJoin(users, eq(users.id, bookings.userId)) : counted).where(where);
            return Number(row.n);
          };
          const page = () =>
            rows(where)
              .orderBy(...ORDERINGS[query.ordering ?? 'pickup_date'])
              .limit(limit)
              .offset(offset)
              .then((found) => found.map(toRow));
          if (!searching) {
            const [n, results] = await Promise.all([total(), page()]);
            return { count: n, results };
          }
          // A search mostly finds less than a page (an order number finds one): then the page
          // itself says how many there are, and the count is not asked.
          const results = await page();
          const complete = results.length < limit && (results.length > 0 || offset === 0);
          return { count: complete ? offset + results.length : await total(), results };
        },

        /** One booking as a row of the table, or undefined (absent, or another branch's). */
        async findRow(id: string): Promise<OpsBookingRowDto | undefined> {
          const [row] = await rows(one(id));
          return row && toRow(row);
        },

        /** The booking, locked until the transaction ends: changes to one booking take turns. */
        async lock(id: string): Promise<Booking | undefined> {
          const [row] = await db.select().from(bookings).where(one(id)).for('update');
          return row;
        },

        /**
         * Moves the (locked) booking to `status` (or leaves it) and counts one more change, only
         * if it is still at `version`; false when it is not.
         */
        async recordChange(id: string, version: number, status?: BookingStatus): Promise<boolean> {
          const changed = await db
            .update(bookings)
            .set({ ...(status ? { status } : {}), version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
            .where(and(one(id), eq(bookings.version, version)))
            .returning({ id: bookings.id });
          return changed.length > 0;
        },

        /** Moves the (locked) booking's pickup and counts one more change. */
        async movePickup(
          id: string,
          pickup: { pickupDate: string; pickupWindow: string | null; pickupWindowEnd: string | null; readyBy: Date | null },
        ): Promise<void> {
          await db
            .update(bookings)
            .set({ ...pickup, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
            .where(one(id));
        },

        /** The lines as stored, of a booking already locked in this scope (`lock`), for weighing. */
        storedLines: (id: string): Promise<BookingItem[]> =>
          db.select().from(bookingItems).where(eq(bookingItems.bookingId, id)),

        /** Writes a line's weighed kilograms, its total and the kilos its package still covers. */
        async weighLine(
          id: string,
          lineId: string,
          weighed: { quantity: number; total: string; weighedAt: Date; coveredQuantity: number },
        ): Promise<void> {
          await db
            .update(bookingItems)
            .set(weighed)
            .where(and(eq(bookingItems.id, lineId), eq(bookingItems.bookingId, id)));
        },

        /** Writes the (locked) booking's weighed money and counts one more change. */
        async reprice(
          id: string,
          money: { subTotal: string; expressFee: string; pickupFee: string; pickupPeriodId?: string | null },
        ): Promise<void> {
          await db
            .update(bookings)
            .set({ ...money, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
            .where(one(id));
        },

        /** Adds a step to the booking's timeline. */
        async addEvent(event: {
          bookingId: string;
          fromStatus: BookingStatus;
          toStatus: BookingStatus;
          actorId: string;
          note: string | null;
        }): Promise<void> {
          await db.insert(bookingEvents).values(event);
        },

        /** The pickups the business moved (a closed day), oldest first. */
        pickupMoves: (id: string): Promise<PickupMoveDto[]> =>
          db
            .select()
            .from(bookingPickupMoves)
            .where(eq(bookingPickupMoves.bookingId, id))
            .orderBy(asc(bookingPickupMoves.at))
            .then((rows) =>
              rows.map((m) => ({
                from: { date: m.fromDate, window: m.fromWindow, window_end: m.fromWindowEnd },
                to: { date: m.toDate, window: m.toWindow, window_end: m.toWindowEnd },
                reason: m.reason,
                at: m.at.toISOString(),
              })),
            ),

        /** True when the booking reached `status` before (a step moved back, now made again). */
        async reachedBefore(id: string, status: BookingStatus): Promise<boolean> {
          const [row] = await db
            .select({ id: bookingEvents.id })
            .from(bookingEvents)
            .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, status)))
            .limit(1);
          return Boolean(row);
        },

        /** The booking's lines, by item name. */
        lines: (id: string): Promise<BookingLineDto[]> =>
          withCoveringPackage(db.select(bookingLineColumns).from(bookingItems).$dynamic())
            .where(eq(bookingItems.bookingId, id))
            .orderBy(asc(bookingItems.itemName), asc(bookingItems.id)),

        /**
         * The booking's pickup and dropoff addresses (deleted ones too: the booking still uses
         * them); no dropoff for a booking collected at the branch.
         */
        async addresses(id: string): Promise<{ pickup: OrderPlaceDto; dropoff: OrderPlaceDto | null }> {
          const shown = (table: typeof pickups | typeof dropoffs) => ({
            id: table.id,
            addressName: table.addressName,
            city: table.city,
            ...riderAddressColumns(table),
          });
          const [row] = await db
            .select({ pickup: shown(pickups), dropoff: shown(dropoffs) })
            .from(bookings)
            .innerJoin(pickups, eq(pickups.id, bookings.pickupAddressId))
            .leftJoin(dropoffs, eq(dropoffs.id, bookings.dropoffAddressId))
            .where(one(id));
          // The rider's facts are read as the route sheet reads them (route-sheets/rider-address.ts).
          type Place = RiderAddressRow & { id: string; addressName: string; city: string | null };
          const toOrderAddress = (a: Place): OrderPlaceDto => ({
            id: a.id,
            address_name: a.addressName,
            address: a.address,
            street_name: a.streetName,
            city: a.city,
            town: a.town,
            ...riderFacts(a),
          });
          // The pickup is an inner join (always there); the dropoff's columns are null without one.
          const dropoff = row!.dropoff;
          return {
            pickup: toOrderAddress(row!.pickup as Place),
            dropoff: dropoff && dropoff.id !== null ? toOrderAddress(dropoff as Place) : null,
          };
        },

        /** The booking's timeline, oldest first, with who made each change. */
        events: (id: string): Promise<OrderEventDto[]> =>
          db
            .select({
              id: bookingEvents.id,
              from_status: bookingEvents.fromStatus,
              to_status: bookingEvents.toStatus,
              at: bookingEvents.at,
              actorId: users.id,
              actorName: users.name,
              note: bookingEvents.note,
            })
            .from(bookingEvents)
            .leftJoin(users, eq(users.id, bookingEvents.actorId))
            .where(eq(bookingEvents.bookingId, id))
            .orderBy(asc(bookingEvents.id))
            .then((found) =>
              found.map(({ actorId, actorName, ...event }) => ({
                ...event,
                at: event.at.toISOString(),
                actor: actorId && actorName ? { id: actorId, name: actorName } : null,
              })),
            ),

        /**
         * What the counter owes the customer back after weighing (a counter payment on an estimate
         * that weighed less): the sum of those partial refunds and how the money came, or undefined.
         */
        async counterHandBack(id: string): Promise<{ pesewas: number; method: CounterPaymentMethod } | undefined> {
          const [row] = await db
            .select({ pesewas: sql<number>`sum(${partialRefunds.amountPesewas})::int`, method: paymentTransactions.method })
            .from(partialRefunds)
            .innerJoin(paymentTransactions, eq(paymentTransactions.id, partialRefunds.paymentTransactionId))
            .where(and(eq(partialRefunds.bookingId, id), eq(partialRefunds.status, 'owed'), ne(paymentTransactions.method, 'online')))
            .groupBy(paymentTransactions.method)
            .limit(1);
          return row && { pesewas: Number(row.pesewas), method: row.method as CounterPaymentMethod };
        },

        /**
         * Every payment attempt of the booking with the name of whoever took it at the counter,
         * the one the booking shows first (as `shownPaymentStatus` picks it).
         */
        async payments(id: string): Promise<OrderPayment[]> {
          const rows = await db
            .select({ attempt: paymentTransactions, receiverName: receivers.name })
            .from(paymentTransactions)
            .leftJoin(receivers, eq(receivers.id, paymentTransactions.receivedBy))
            .where(eq(paymentTransactions.bookingId, id))
            .orderBy(...shownAttemptFirst);
          return rows.map((row) => ({ ...row.attempt, receiverName: row.receiverName }));
        },
      };
    },
  };
}

export type OpsBookingsRepository = ReturnType<typeof opsBookingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Bookings as staff see them, on the database: `forScope(branchScopeOf(staff))`. */
    opsBookingsRepository: OpsBookingsRepository;
  }
}

/** Decorates `app.opsBookingsRepository`. */
export default fp(
  async function opsBookingsRepositoryPlugin(app: FastifyInstance) {
    app.decorate('opsBookingsRepository', opsBookingsRepository(app.db));
  },
  { name: 'ops-bookings-repository', dependencies: ['database'] },
);
