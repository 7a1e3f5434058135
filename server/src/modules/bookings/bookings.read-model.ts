/**
 * The booking read model: bookings as the API shows them (branch, lines, payment
 * transaction), always scoped to one customer. One query per page whatever its size: PostgreSQL
 * picks the page of bookings, then gathers the lines and the shown transaction of those bookings
 * in one pass each and returns them as JSON beside each booking row, so a list never makes one
 * query per booking (the bench's 50-booking customer is answered in one round trip). Checkout,
 * the booking routes and the payment routes all answer through here.
 */
import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingEvents, bookingItems, bookingPickupMoves, bookings, paymentTransactions } from '../../db/schema';
import type { PickupMoveDto } from '@laundry-accra/domain/schemas/pickup-windows';
import {
  bookingColumns,
  bookingLineJson,
  bookingMoney,
  bookingMoneyColumns,
  branchColumns,
  freePickupFromKg,
  readyByText,
  withBranch,
  withCoveringPackage,
} from './booking-projection';
import { shownAttemptFirst } from '../finance/shown-attempt';
import { amountDueSql } from '../finance/finance.repository';
import { formatOrderNumber } from '@laundry-accra/domain/order-numbers';
import type {
  BookingDto,
  BookingItemEntryDto,
  BookingLineDto,
  CustomerBookingEventDto,
} from '@laundry-accra/domain/schemas/bookings';

type Reader = Db | Tx;
type Window = { limit: number | Placeholder; offset: number | Placeholder };

/** The customer's bookings matching `where`, newest first, with their lines and shown transaction. */
function bookingRows(db: Reader, where: SQL | undefined, window?: Window) {
  const pick = withBranch(
    db
      .select({
        ...bookingColumns,
        // Named apart: the CTE's columns must not collide with the booking's own id and name.
        branchId: sql<string>`${branchColumns.branchId}`.as('branch_id'),
        branchName: sql<string>`${branchColumns.branchName}`.as('branch_name'),
        pickupAddressId: bookings.pickupAddressId,
        dropoffAddressId: bookings.dropoffAddressId,
        // Counted before limit/offset apply: the page and the total in one query.
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const page = db.$with('page').as(window ? pick.limit(window.limit).offset(window.offset) : pick);

  // Each booking's lines as a JSON array (bookingLineJson).
  const lines = db.$with('lines').as(
    withCoveringPackage(
      db
        .select({
          bookingId: bookingItems.bookingId,
          lines: sql<BookingLineDto[]>`json_agg(${bookingLineJson}
            order by ${bookingItems.itemName}, ${bookingItems.id})`.as('lines'),
        })
        .from(bookingItems)
        .innerJoin(page, eq(page.id, bookingItems.bookingId))
        .$dynamic(),
    ).groupBy(bookingItems.bookingId),
  );

  // The payment attempt a booking shows (finance/shown-attempt.ts).
  const shown = db.$with('shown_transaction').as(
    db
      .selectDistinctOn([paymentTransactions.bookingId], {
        bookingId: paymentTransactions.bookingId,
        transaction: sql<BookingDto['transaction']>`json_build_object(
          'reference', ${paymentTransactions.reference},
          'payment_status', ${paymentTransactions.paymentStatus}
        )`.as('transaction'),
      })
      .from(paymentTransactions)
      .innerJoin(
        page,
        and(
          eq(page.id, paymentTransactions.bookingId),
          eq(page.userId, paymentTransactions.userId),
        ),
      )
      .orderBy(paymentTransactions.bookingId, ...shownAttemptFirst),
  );

  return db
    .with(page, lines, shown)
    .select({
      id: page.id,
      orderNumber: page.orderNumber,
      userId: page.userId,
      pickupDate: page.pickupDate,
      pickupWindow: page.pickupWindow,
      pickupWindowEnd: page.pickupWindowEnd,
      subTotal: page.subTotal,
      serviceSpeed: page.serviceSpeed,
      expressFee: page.expressFee,
      pickupFee: page.pickupFee,
      pickupPeriodId: page.pickupPeriodId,
      freePickupFromKg: page.freePickupFromKg,
      readyBy: page.readyBy,
      handover: page.handover,
      // What is still to pay (weighing.ts amountDuePesewas, in SQL).
      amountDue: amountDueSql(page),
      ...bookingMoneyColumns(page.id),
      status: page.status,
      branchId: page.branchId,
      branchName: page.branchName,
      lines: sql<BookingLineDto[]>`coalesce(${lines.lines}, '[]'::json)`,
      transaction: shown.transaction,
      pickupAddressId: page.pickupAddressId,
      dropoffAddressId: page.dropoffAddressId,
      createdAt: page.createdAt,
      total: page.total,
    })
    .from(page)
    .leftJoin(lines, eq(lines.bookingId, page.id))
    .leftJoin(shown, eq(shown.bookingId, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}
type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/**
 * The list page as a prepared statement, built once per database: the hottest read skips
 * rebuilding its SQL, and PostgreSQL its parsing and planning, on every request.
 */
const preparedPages = new WeakMap<Reader, ReturnType<typeof preparePage>>();
function preparePage(db: Reader) {
  return bookingRows(db, eq(bookings.userId, sql.placeholder('userId')), {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare('bookings_page');
}

function toBookingDto(row: BookingRow): BookingDto {
  const { total, paymentState } = bookingMoney(row);
  return {
    id: row.id,
    order_number: formatOrderNumber(row.orderNumber),
    user: row.userId,
    pickup_date: row.pickupDate,
    pickup_window: row.pickupWindow,
    pickup_window_end: row.pickupWindowEnd,
    sub_total: row.subTotal,
    service_speed: row.serviceSpeed,
    express_fee: row.expressFee,
    pickup_fee: row.pickupFee,
    // Said only when true: a booking that spent no free pickup answers as it always has.
    ...(row.pickupPeriodId !== null ? { pickup_free_with_package: true } : {}),
    free_pickup_from_kg: freePickupFromKg(row.freePickupFromKg),
    total,
    ready_by: readyByText(row.readyBy),
    amount_due: row.amountDue,
    payment_state: paymentState,
    status: row.status,
    branch: { id: row.branchId, name: row.branchName },
    transaction: row.transaction,
    booking_items: row.lines,
    pickup_address: row.pickupAddressId,
    dropoff_address: row.dropoffAddressId,
    handover: row.handover,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The customer's bookings among `ids`, in the API shape, newest first. Ids that are not the
 * customer's are simply absent, so a caller answers 404 for them.
 */
export async function loadBookings(
  db: Reader,
  userId: string,
  ids: string[],
): Promise<BookingDto[]> {
  if (!ids.length) return [];
  const rows = await bookingRows(db, and(eq(bookings.userId, userId), inArray(bookings.id, ids)));
  return rows.map(toBookingDto);
}

/** One of the customer's bookings in the API shape, or undefined. */
export async function loadBooking(
  db: Reader,
  userId: string,
  id: string,
): Promise<BookingDto | undefined> {
  const [booking] = await loadBookings(db, userId, [id]);
  return booking;
}

/** One page of the customer's bookings, newest first. */
export async function listBookings(
  db: Reader,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ count: number; results: BookingDto[] }> {
  let page = preparedPages.get(db);
  if (!page) preparedPages.set(db, (page = preparePage(db)));
  const rows = await page.execute({ userId, limit, offset });
  if (rows.length) return { count: rows[0].total, results: rows.map(toBookingDto) };
  // A page past the end has no row to carry the total.
  const [total] = offset
    ? await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId))
    : [{ n: 0 }];
  return { count: Number(total.n), results: [] };
}

/** One page of the lines of all the customer's bookings, newest booking first. */
export async function listBookingItems(
  db: Reader,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ count: number; results: BookingItemEntryDto[] }> {
  const mine = eq(bookings.userId, userId);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookingItems.bookingId, bookings.id))
      .where(mine),
    db
      .select({
        id: bookingItems.id,
        booking: bookingItems.bookingId,
        item_name: bookingItems.itemName,
        quantity: bookingItems.quantity,
        total: bookingItems.total,
      })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookingItems.bookingId, bookings.id))
      .where(mine)
      .orderBy(
        desc(bookings.createdAt),
        desc(bookings.id),
        asc(bookingItems.itemName),
        asc(bookingItems.id),
      )
      .limit(limit)
      .offset(offset),
  ]);
  return { count: Number(total.n), results: rows };
}

/**
 * What the customer may see of a step: the note meant for them and, for a cancellation, the
 * reason staff gave (which they write to be told: STATUSES_NEEDING_A_REASON); never staff names.
 */
const noteForCustomer = sql<string | null>`coalesce(${bookingEvents.noteForCustomer},
  case when ${bookingEvents.toStatus} = 'cancelled' then ${bookingEvents.note} end)`;

/** The timeline of one of the customer's bookings, oldest step first (empty for anyone else's). */
export async function listBookingEvents(db: Reader, userId: string, bookingId: string): Promise<CustomerBookingEventDto[]> {
  const rows = await db
    .select({ status: bookingEvents.toStatus, at: bookingEvents.at, note_for_customer: noteForCustomer })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(and(eq(bookings.userId, userId), eq(bookingEvents.bookingId, bookingId)))
    .orderBy(asc(bookingEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * The pickups of the customer's booking the business moved (a closed day), oldest first: from,
 * to and the reason the customer was sent (decision 080); empty for anyone else's booking.
 */
export async function listPickupMoves(db: Reader, userId: string, bookingId: string): Promise<PickupMoveDto[]> {
  const rows = await db
    .select({
      fromDate: bookingPickupMoves.fromDate,
      fromWindow: bookingPickupMoves.fromWindow,
      fromWindowEnd: bookingPickupMoves.fromWindowEnd,
      toDate: bookingPickupMoves.toDate,
      toWindow: bookingPickupMoves.toWindow,
      toWindowEnd: bookingPickupMoves.toWindowEnd,
      reason: bookingPickupMoves.reason,
      at: bookingPickupMoves.at,
    })
    .from(bookingPickupMoves)
    .innerJoin(bookings, eq(bookings.id, bookingPickupMoves.bookingId))
    .where(and(eq(bookings.userId, userId), eq(bookingPickupMoves.bookingId, bookingId)))
    .orderBy(asc(bookingPickupMoves.at), asc(bookingPickupMoves.id));
  return rows.map((m) => ({
    from: { date: m.fromDate, window: m.fromWindow, window_end: m.fromWindowEnd },
    to: { date: m.toDate, window: m.toWindow, window_end: m.toWindowEnd },
    reason: m.reason,
    at: m.at.toISOString(),
  }));
}

/** One step of the customer's booking by its id, for the live stream; undefined for anyone else's. */
export async function findBookingEvent(db: Reader, userId: string, eventId: number): Promise<CustomerBookingEventDto | undefined> {
  const [row] = await db
    .select({ status: bookingEvents.toStatus, at: bookingEvents.at, note_for_customer: noteForCustomer })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(and(eq(bookings.userId, userId), eq(bookingEvents.id, eventId)));
  return row && { ...row, at: row.at.toISOString() };
}

/** The read model of one customer's bookings: every read below is limited to them. */
export function customerBookings(db: Reader, userId: string) {
  return {
    /** One page of the customer's bookings, newest first. */
    list: (limit: number, offset: number) => listBookings(db, userId, limit, offset),
    /** One page of the lines of the customer's bookings. */
    lines: (limit: number, offset: number) => listBookingItems(db, userId, limit, offset),
    /** One of the customer's bookings, or undefined. */
    find: (id: string) => loadBooking(db, userId, id),
    /** The timeline of one of the customer's bookings. */
    events: (id: string) => listBookingEvents(db, userId, id),
    /** The moved pickups of one of the customer's bookings. */
    pickupMoves: (id: string) => listPickupMoves(db, userId, id),
    /** One step of one of the customer's bookings. */
    event: (eventId: number) => findBookingEvent(db, userId, eventId),
  };
}
