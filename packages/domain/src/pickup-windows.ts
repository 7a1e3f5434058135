/**
 * Pickup windows: the hours of a day a rider collects laundry, each with a capacity (bookings per
 * window). The rules of which window a customer may still book, and how a booked window is
 * written, live here once for the server, the app and the console. Times are Accra's
 * (Africa/Accra, UTC+0, no daylight saving), written 'HH:MM'.
 */
import { todayInAccra } from './dates';
import { formatDate } from './format';

/** How long before a window starts it stops taking bookings (riders plan their round). */
export const PICKUP_CUTOFF_HOURS = 2;
/** The most days GET /branches/{id}/slots/ answers at once. */
export const MAX_SLOT_DAYS = 31;
/** How many days ahead the checkout's date picker offers. */
export const PICKUP_DAYS_OFFERED = 14;
/** From how few places left a window says 'N left'. */
export const FEW_PLACES_LEFT = 3;

/** The messages of pickup windows, as the API answers them. */
export const PICKUP_WINDOW_MESSAGES = {
  full: 'That pickup window is full; choose another.',
  dayFull: 'Every pickup window of that day is full; choose another day.',
  unknown: 'That is not a pickup window of this branch on that day.',
  started: 'That pickup window has already started; choose a later one.',
  tooSoon: `That pickup window starts in less than ${PICKUP_CUTOFF_HOURS} hours; choose a later one.`,
  noneLeftToday: `No pickup window of that day starts in ${PICKUP_CUTOFF_HOURS} hours or more; choose another day.`,
  closedDay: 'The branch is closed on that day.',
  format: 'Enter the pickup window as HH:MM, e.g. 10:00.',
} as const;

/** Why a day has no pickups, when it is a weekday the branch never opens. */
export const CLOSED_WEEKDAY_REASON = 'Closed that day';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The weekdays by number (0 Sunday … 6 Saturday), as opening hours and windows are stored. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'HH:MM' on the 24-hour clock. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const CLOCK_TIME = new RegExp(CLOCK_TIME_PATTERN);

/** True for a time of day written 'HH:MM'. */
export const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && CLOCK_TIME.test(value);

/** Minutes after midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday of a 'YYYY-MM-DD' date, 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The instant a window starting at `time` on `date` begins (Accra keeps UTC all year). */
export const accraInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00Z`);

/** 'Tue, Nov 24': the short day a pickup is on. */
export function formatPickupDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAYS[weekday]}, ${MONTHS[month - 1]} ${day}`;
}

/**
 * 'Tue, Nov 24 · 10:00–12:00': a booking's pickup, wherever it is shown (app, console, emails,
 * the bag ticket). A booking made before windows existed shows its day alone.
 */
export function formatPickupWindow(
  date: string,
  start?: string | null,
  end?: string | null,
): string {
  if (!date) return '';
  const day = formatPickupDay(date.slice(0, 10));
  return start && end ? `${day} · ${start}–${end}` : day;
}

/**
 * A booking's pickup as every screen, email and ticket shows it: 'Tue, Nov 24 · 10:00–12:00', or
 * 'November 24, 2026' for a booking made before pickup windows existed.
 */
export function formatBookingPickup(booking: {
  pickup_date: string;
  pickup_window?: string | null;
  pickup_window_end?: string | null;
}): string {
  return booking.pickup_window && booking.pickup_window_end
    ? formatPickupWindow(booking.pickup_date, booking.pickup_window, booking.pickup_window_end)
    : formatDate(booking.pickup_date);
}

/**
 * Why a window starting at `start` on `date` can no longer be booked at `now`, or undefined when
 * it can: one that has started, or that starts in less than PICKUP_CUTOFF_HOURS.
 */
export function windowTimeProblem(date: string, start: string, now: Date = new Date()): string | undefined {
  const startsAt = accraInstant(date, start).getTime();
  if (startsAt <= now.getTime()) return PICKUP_WINDOW_MESSAGES.started;
  if (startsAt - now.getTime() < PICKUP_CUTOFF_HOURS * 3_600_000) return PICKUP_WINDOW_MESSAGES.tooSoon;
  return undefined;
}

/** A window of a weekday with its capacity. */
export interface WindowPlan {
  start: string;
  end: string;
  capacity: number;
}

/** A window of one date as the slots list shows it. */
export interface WindowSlot extends WindowPlan {
  /** Places still free (never below 0); 0 for a window past the cut-off. */
  remaining: number;
  /** Why it cannot be booked (full, started, too soon), or null when it can. */
  unavailable: string | null;
}

/** One date of the slots list. */
export interface DaySlots {
  date: string;
  open: boolean;
  /** Why the branch takes no pickups that day (a closure's reason, a closed weekday), or null. */
  reason: string | null;
  windows: WindowSlot[];
}

/**
 * The slots of one date: `windows` of its weekday, `booked` counts per window start, `closure`
 * the reason of a closure on that date if any, `weekdayOpen` whether the branch opens that weekday.
 */
export function daySlots(input: {
  date: string;
  weekdayOpen: boolean;
  closure: string | null;
  windows: readonly WindowPlan[];
  booked: ReadonlyMap<string, number>;
  now?: Date;
}): DaySlots {
  const { date, closure, weekdayOpen } = input;
  if (closure !== null) return { date, open: false, reason: closure, windows: [] };
  if (!weekdayOpen || !input.windows.length) {
    return { date, open: false, reason: CLOSED_WEEKDAY_REASON, windows: [] };
  }
  const windows = [...input.windows]
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
    .map((window): WindowSlot => {
      const free = Math.max(0, window.capacity - (input.booked.get(window.start) ?? 0));
      const late = windowTimeProblem(date, window.start, input.now);
      return {
        ...window,
        remaining: late ? 0 : free,
        unavailable: late ?? (free === 0 ? PICKUP_WINDOW_MESSAGES.full : null),
      };
    });
  return { date, open: true, reason: null, windows };
}

/** The first bookable date from `now` on: today in Accra. */
export const firstPickupDate = (now: Date = new Date()) => todayInAccra(now);

/** The messages of the console's hours and windows form. */
export const BRANCH_WEEK_MESSAGES = {
  time: 'Enter a time as HH:MM, e.g. 08:00.',
  order: 'The end must be after the start.',
  weekdays: 'Give opening hours for each of the seven weekdays, once each.',
  outsideHours: 'A pickup window must fall within the opening hours of its day.',
  closedDay: 'The branch is closed on this day: remove the window or open the day.',
  overlap: 'This window overlaps another window of the same day.',
  capacity: 'Enter a capacity from 0 to 200.',
  closureReason: 'Say why the branch is closed (1 to 120 characters).',
  closureDate: 'Enter the date as YYYY-MM-DD.',
  closurePast: 'A closure cannot be in the past.',
  closureTaken: 'The branch is already closed on that date.',
} as const;

/** How many days after a closed day its bookings' next open window is looked for. */
export const CLOSURE_SEARCH_DAYS = 14;

/** What closing a day with bookings on it answers. */
export const CLOSURE_MESSAGES = {
  /** 400 on `move_bookings`: the bookings of the day must be moved to close it. */
  moveFirst: (count: number) =>
    `${count === 1 ? '1 booking is' : `${count} bookings are`} on this day: choose to move ${count === 1 ? 'it' : 'them'} to the next open window.`,
  /** 409: a booking with no open window with room in the days looked at. */
  noWindow: (orderNumber: string) =>
    `No open pickup window with room in the next ${CLOSURE_SEARCH_DAYS} days for ${orderNumber}: move it by hand first.`,
} as const;

/** Why a booking's pickup moved, as the order and the customer read it: 'Osu branch is closed on Sat, Nov 28: Public holiday'. */
export const closureMoveReason = (branchName: string, date: string, reason: string): string =>
  `${branchName} branch is closed on ${formatPickupDay(date)}: ${reason}`;

/** What the customer is told of a pickup the business moved: the email's title and first words, and their booking in the app. */
export const PICKUP_MOVED_WORDS = {
  title: 'Your pickup has moved',
  /** 'We are sorry: Osu branch is closed on Sat, Nov 28: Water outage.' */
  apology: (reason: string) => `We are sorry: ${reason}.`,
} as const;

/** A moved pickup's from and to, as the order and the customer's booking show it. */
export interface MovedPickup {
  from: { date: string; window?: string | null; window_end?: string | null };
  to: { date: string; window?: string | null; window_end?: string | null };
}

/** 'From Sat, Nov 28 · 08:00–10:00 to Mon, Nov 30 · 08:00–10:00'. */
export const pickupMoveInWords = ({ from, to }: MovedPickup): string =>
  `From ${formatBookingPickup({ pickup_date: from.date, pickup_window: from.window, pickup_window_end: from.window_end })} to ${formatBookingPickup({ pickup_date: to.date, pickup_window: to.window, pickup_window_end: to.window_end })}`;

/** True when `move` put the booking's pickup where it still is: the customer has not chosen another time since. */
export const isCurrentPickupMove = (
  booking: { pickup_date: string; pickup_window?: string | null },
  move: MovedPickup,
): boolean => move.to.date === booking.pickup_date && (move.to.window ?? null) === (booking.pickup_window ?? null);

/**
 * What is wrong with a week of opening hours and pickup windows, as field errors keyed like the
 * body ('hours.2.opens_at', 'windows.5.start'); an empty object when it is right.
 */
export function branchWeekProblems(week: {
  hours: readonly { weekday: number; closed: boolean; opens_at: string; closes_at: string }[];
  windows: readonly { weekday: number; start: string; end: string; capacity: number }[];
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const weekdays = new Set(week.hours.map((h) => h.weekday));
  if (week.hours.length !== 7 || weekdays.size !== 7) errors.hours = [BRANCH_WEEK_MESSAGES.weekdays];
  week.hours.forEach((h, i) => {
    if (!isClockTime(h.opens_at)) errors[`hours.${i}.opens_at`] = [BRANCH_WEEK_MESSAGES.time];
    else if (!isClockTime(h.closes_at)) errors[`hours.${i}.closes_at`] = [BRANCH_WEEK_MESSAGES.time];
    else if (!h.closed && minutesOf(h.closes_at) <= minutesOf(h.opens_at)) {
      errors[`hours.${i}.closes_at`] = [BRANCH_WEEK_MESSAGES.order];
    }
  });
  week.windows.forEach((w, i) => {
    const day = week.hours.find((h) => h.weekday === w.weekday);
    if (!isClockTime(w.start)) errors[`windows.${i}.start`] = [BRANCH_WEEK_MESSAGES.time];
    else if (!isClockTime(w.end)) errors[`windows.${i}.end`] = [BRANCH_WEEK_MESSAGES.time];
    else if (minutesOf(w.end) <= minutesOf(w.start)) errors[`windows.${i}.end`] = [BRANCH_WEEK_MESSAGES.order];
    else if (!Number.isInteger(w.capacity) || w.capacity < 0 || w.capacity > 200) {
      errors[`windows.${i}.capacity`] = [BRANCH_WEEK_MESSAGES.capacity];
    } else if (day?.closed) errors[`windows.${i}.start`] = [BRANCH_WEEK_MESSAGES.closedDay];
    else if (
      day &&
      isClockTime(day.opens_at) &&
      isClockTime(day.closes_at) &&
      (minutesOf(w.start) < minutesOf(day.opens_at) || minutesOf(w.end) > minutesOf(day.closes_at))
    ) {
      errors[`windows.${i}.start`] = [BRANCH_WEEK_MESSAGES.outsideHours];
    } else {
      const clash = week.windows.some(
        (other, j) =>
          j !== i &&
          other.weekday === w.weekday &&
          isClockTime(other.start) &&
          isClockTime(other.end) &&
          minutesOf(other.start) < minutesOf(w.end) &&
          minutesOf(w.start) < minutesOf(other.end),
      );
      if (clash) errors[`windows.${i}.start`] = [BRANCH_WEEK_MESSAGES.overlap];
    }
  });
  return errors;
}
