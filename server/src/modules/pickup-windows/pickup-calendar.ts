/**
 * A branch's pickup calendar: its opening hours, closures and pickup windows, the slots a
 * customer may book (GET /branches/{id}/slots/) and the reservation of a place in a window at
 * checkout and on a reschedule. The rules themselves (cut-off, full, closed) are the shared
 * domain's (pickup-windows.ts); here is how they meet the database.
 *
 * Capacity is held by locking the window's row (FOR UPDATE) and then counting the window's
 * bookings that are not cancelled, inside the booking's transaction: two checkouts for the last
 * place run one after the other, the second sees the first's booking and is refused. A cancelled
 * booking stops counting, so its place comes back by itself.
 *
 * A reschedule locks, counts, then moves the booking (reservePickupWindow). Checkout holds the
 * lock for less (docs/decisions/059-checkout-under-a-crowd.md): it chooses the window without
 * locking (choosePickupWindow), writes the booking, and locks and counts last, its own booking
 * among those counted, just before the commit (holdPickupWindow); a crowd of checkouts for one
 * window then queues for a count and a commit each, not for a whole checkout.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays, isCalendarDate } from '@laundry-accra/domain/dates';
import {
  daySlots,
  isClockTime,
  minutesOf,
  PICKUP_WINDOW_MESSAGES,
  weekdayOf,
  windowTimeProblem,
  type DaySlots,
  type WindowPlan,
} from '@laundry-accra/domain/pickup-windows';
import type { BranchHours } from '@laundry-accra/domain/service-speed';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { hoursOf, READY_BY_HORIZON_DAYS, withExpress } from './express-service';
import { pickupSettingsOf, pickupTerms } from './pickup-service';
import { pickupWindowsRepository } from './pickup-windows.repository';

type Reader = Db | Tx;

/** The window a booking holds once reserved. */
export interface ReservedWindow {
  start: string;
  end: string;
}

/** Bookings of a branch, date and window that take a place (every status but cancelled). */
async function bookedCounts(db: Reader, branchId: string, from: string, to: string, exceptBooking?: string) {
  const rows = await pickupWindowsRepository(db).booked(branchId, from, to, exceptBooking);
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!row.start) continue;
    const day = counts.get(row.date) ?? new Map<string, number>();
    day.set(row.start, Number(row.n));
    counts.set(row.date, day);
  }
  return counts;
}

/**
 * The branch's plan: which weekdays it opens, its windows by weekday and its closures in a range,
 * and its hours as the ready-by rules read them (closures through their horizon past `to`), so
 * that what follows the slots (Express, the ready time) does not read them again.
 */
async function branchPlan(db: Reader, branchId: string, from: string, to: string) {
  const [hours, windows, closures] = await pickupWindowsRepository(db).plan(branchId, from, addDays(to, READY_BY_HORIZON_DAYS));
  const openWeekdays = new Set(hours.filter((h) => !h.closed).map((h) => h.weekday));
  const byWeekday = new Map<number, WindowPlan[]>();
  for (const w of windows) {
    const list = byWeekday.get(w.weekday) ?? [];
    list.push({ start: w.startsAt, end: w.endsAt, capacity: w.capacity });
    byWeekday.set(w.weekday, list);
  }
  const closed = new Map(closures.map((c) => [c.date, c.reason]));
  return { openWeekdays, byWeekday, closed, hours: hoursOf(hours, closures) };
}

/** The slots of `branchId` from `from` to `to` (both included), as of `now`, and the branch's hours. */
export async function branchSlots(
  db: Reader,
  branchId: string,
  from: string,
  to: string,
  now: Date = new Date(),
  exceptBooking?: string,
): Promise<{ days: DaySlots[]; hours: BranchHours }> {
  // One after the other: `db` may be a checkout's transaction, one connection (pg 8 queues a
  // query sent while the connection answers another, with a warning; pg 9 drops that queueing).
  const plan = await branchPlan(db, branchId, from, to);
  const booked = await bookedCounts(db, branchId, from, to, exceptBooking);
  const days: DaySlots[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    days.push(
      daySlots({
        date,
        weekdayOpen: plan.openWeekdays.has(weekday),
        closure: plan.closed.get(date) ?? null,
        windows: plan.byWeekday.get(weekday) ?? [],
        booked: booked.get(date) ?? new Map(),
        now,
      }),
    );
  }
  return { days, hours: plan.hours };
}

/**
 * Takes a place in a window of `date` for a booking, inside the booking's transaction `tx`: the
 * window `start` when given, else the earliest one with room. Refuses a closed date, an unknown
 * window, one that has started or starts within the cut-off (400 on `pickup_window`, or on
 * `pickup_date` when the whole day is out) and a full one (409). `exceptBooking` is a booking
 * being moved, which does not count against its new window.
 */
export async function reservePickupWindow(
  tx: Tx,
  input: { branchId: string; date: string; start?: string; exceptBooking?: string; now?: Date },
): Promise<ReservedWindow> {
  const { branchId, date, start, exceptBooking } = input;
  const places = pickupWindowsRepository(tx);
  for (const candidate of (await windowsToTry(tx, input)).windows) {
    // The lock: every reservation of this window (any date) waits here for the one before it to
    // commit or roll back, then counts afresh.
    const window = await places.lockWindow(branchId, weekdayOf(date), candidate.start);
    if (!window) continue; // removed by an admin meanwhile
    const taken = await places.taken(branchId, date, candidate.start, exceptBooking);
    if (taken < window.capacity) return { start: candidate.start, end: window.end };
  }
  throw conflict(start !== undefined ? PICKUP_WINDOW_MESSAGES.full : PICKUP_WINDOW_MESSAGES.dayFull);
}

/**
 * The windows of `date` a booking may take, earliest first: the one asked for, else every one
 * not yet started nor within the cut-off. Refuses a closed date, an unknown window and a late one
 * (400) as reservePickupWindow says.
 */
async function windowsToTry(
  reader: Reader,
  input: { branchId: string; date: string; start?: string; exceptBooking?: string; now?: Date },
) {
  const { branchId, date, start, exceptBooking } = input;
  const now = input.now ?? new Date();
  if (start !== undefined && !isClockTime(start)) {
    throw badRequest({ pickup_window: [PICKUP_WINDOW_MESSAGES.format] });
  }
  const {
    days: [day],
    hours,
  } = await branchSlots(reader, branchId, date, date, now, exceptBooking);
  if (!day.open) throw badRequest({ pickup_date: [`${PICKUP_WINDOW_MESSAGES.closedDay} (${day.reason})`] });

  if (start !== undefined) {
    const chosen = day.windows.find((w) => w.start === start);
    if (!chosen) throw badRequest({ pickup_window: [PICKUP_WINDOW_MESSAGES.unknown] });
    const late = windowTimeProblem(date, chosen.start, now);
    if (late) throw badRequest({ pickup_window: [late] });
    return { windows: [chosen], hours };
  }
  const candidates = day.windows.filter((w) => !windowTimeProblem(date, w.start, now));
  if (!candidates.length) throw badRequest({ pickup_date: [PICKUP_WINDOW_MESSAGES.noneLeftToday] });
  return { windows: candidates.sort((a, b) => minutesOf(a.start) - minutesOf(b.start)), hours };
}

/**
 * A window found full when checkout held it: the bookings committed since it was chosen took the
 * last place. A 409 for a customer who asked for that window; for one who left the choice to us,
 * checkout chooses again (withWindowChosenAgain).
 */
export class WindowFilledMeanwhile extends HttpError {
  constructor(readonly start: string) {
    super(409, { detail: PICKUP_WINDOW_MESSAGES.full });
    this.name = 'WindowFilledMeanwhile';
  }
}

/**
 * Checkout's first step (no lock): the window asked for, or the earliest one with room as the
 * committed bookings stand, passing over those in `passOver` (found full when held). The same
 * refusals as reservePickupWindow, the 409 when every candidate is full already. With it, the
 * branch's hours as read for it, for the ready time (chooseServiceSpeed).
 */
export async function choosePickupWindow(
  reader: Reader,
  input: { branchId: string; date: string; start?: string; now?: Date; passOver?: ReadonlySet<string> },
): Promise<ReservedWindow & { hours: BranchHours }> {
  const { windows, hours } = await windowsToTry(reader, input);
  const chosen = windows.find((w) => w.remaining > 0 && !input.passOver?.has(w.start));
  if (!chosen) throw conflict(input.start !== undefined ? PICKUP_WINDOW_MESSAGES.full : PICKUP_WINDOW_MESSAGES.dayFull);
  return { start: chosen.start, end: chosen.end, hours };
}

/**
 * Checkout's last step, once its booking is written: locks the window until the commit and counts
 * its bookings, the new one among them. Throws WindowFilledMeanwhile when they exceed the window's
 * capacity (or an admin removed it meanwhile), which rolls the whole checkout back.
 */
export async function holdPickupWindow(tx: Tx, input: { branchId: string; date: string; start: string }): Promise<void> {
  const places = pickupWindowsRepository(tx);
  const window = await places.lockWindow(input.branchId, weekdayOf(input.date), input.start);
  if (!window || (await places.taken(input.branchId, input.date, input.start)) > window.capacity) {
    throw new WindowFilledMeanwhile(input.start);
  }
}

/**
 * Runs a checkout (`attempt`, one transaction) again when the window it chose for a customer who
 * left the choice to us filled meanwhile, passing over the windows found full, until one holds or
 * none is left (choosePickupWindow's 409). A window the customer asked for is not chosen again.
 */
export async function withWindowChosenAgain<T>(
  asked: string | undefined,
  attempt: (passOver: ReadonlySet<string>) => Promise<T>,
): Promise<T> {
  const passOver = new Set<string>();
  for (;;) {
    try {
      return await attempt(passOver);
    } catch (error) {
      if (!(error instanceof WindowFilledMeanwhile) || asked !== undefined || passOver.has(error.start)) throw error;
      passOver.add(error.start);
    }
  }
}

/** Why `from`/`to` cannot be a slots range, as field errors, or undefined when they can. */
export function slotRangeProblem(from: string, to: string, maxDays: number): Record<string, string[]> | undefined {
  if (!isCalendarDate(from)) return { from: ['Enter the date as YYYY-MM-DD.'] };
  if (!isCalendarDate(to)) return { to: ['Enter the date as YYYY-MM-DD.'] };
  if (to < from) return { to: ['The end date cannot be before the start date.'] };
  if (addDays(from, maxDays - 1) < to) return { to: [`Ask for at most ${maxDays} days at once.`] };
  return undefined;
}

/** The pickup calendar on the database. */
export function pickupCalendar(db: Db) {
  return {
    /**
     * The slots with Same-Day Express (per window whether it can be booked, per day the places
     * left) and the branch's pickup fee, which the checkout shows before Submit.
     */
    slots: async (branchId: string, from: string, to: string, now?: Date) => {
      const [slots, terms] = await Promise.all([
        withExpress(db, branchId, await branchSlots(db, branchId, from, to, now)),
        pickupTerms(db, branchId),
      ]);
      return { ...slots, ...pickupSettingsOf(terms) };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Branches' pickup slots. */
    pickupCalendar: ReturnType<typeof pickupCalendar>;
  }
}

/** Decorates `app.pickupCalendar`. */
export default fp(
  async function pickupCalendarPlugin(app: FastifyInstance) {
    app.decorate('pickupCalendar', pickupCalendar(app.db));
  },
  { name: 'pickup-calendar', dependencies: ['database'] },
);
