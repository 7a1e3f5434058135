/**
 * The states a booking, a payment and a subscription can be in, and the one pipeline staff move a
 * booking through. Stored as text in the database, named the same in the API and the app. The
 * server checks every status change against `BOOKING_PIPELINE`; the console offers the same moves.
 */
import { statusLook } from './status-looks';
import type { StaffRole } from './roles';

/** Booking statuses, in the order a booking moves through them. */
export const BOOKING_STATUSES = [
  'pending',
  'picked_up',
  'washing',
  'packaging',
  'ready_for_pickup',
  'ready_for_delivery',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Payment statuses of a booking's or subscription's transaction. The last three follow a cancelled
 * booking's payment: `refunded` (the gateway gave the money back, or staff did at the counter),
 * `refund_failed` (the gateway refused; staff retry from the console) and `refund_due` (paid at
 * the counter, so staff must hand the money back themselves).
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'refunded',
  'refund_failed',
  'refund_due',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A partial refund (part of a paid payment given back after weighing): `owed` until the gateway
 * takes it (`refunded`) or refuses it (`failed`, with its reason for staff).
 */
export const PARTIAL_REFUND_STATUSES = ['owed', 'refunded', 'failed'] as const;
export type PartialRefundStatus = (typeof PARTIAL_REFUND_STATUSES)[number];

/** Payment statuses that mean the attempt's money moved (and may be owed back). */
export const MONEY_MOVED_STATUSES = ['paid', 'refunded', 'refund_failed', 'refund_due'] as const satisfies readonly PaymentStatus[];

/** True when the money of an attempt in `status` moved. */
export const moneyMoved = (status: PaymentStatus): boolean => (MONEY_MOVED_STATUSES as readonly string[]).includes(status);

/**
 * Subscription statuses: a new subscription is inactive (awaiting payment) until paid, active
 * while a paid period runs, expired once its last paid period has ended.
 */
export const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * True for a subscription that has ended: it is never paid again (renewing is subscribing again),
 * and money arriving for it through an old payment attempt is owed back.
 */
export const isEndedSubscription = (status: string): boolean => status === 'expired' || status === 'cancelled';

/** Statuses that hold a package: a customer has at most one of these per package. */
export const HOLDING_SUBSCRIPTION_STATUSES = ['inactive', 'active'] as const satisfies readonly SubscriptionStatus[];

/**
 * Where a booking may go from each status. Only a booking still with the customer or just collected
 * can be cancelled: once it is in the wash it is finished and handed back.
 */
export const BOOKING_PIPELINE: { readonly [S in BookingStatus]: readonly BookingStatus[] } = {
  pending: ['picked_up', 'cancelled'],
  picked_up: ['washing', 'cancelled'],
  washing: ['packaging'],
  packaging: ['ready_for_pickup', 'ready_for_delivery'],
  ready_for_pickup: ['completed'],
  ready_for_delivery: ['completed'],
  completed: [],
  cancelled: [],
};

/** True when the value is one of the booking statuses. */
export const isBookingStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);

/** The statuses a booking may move to next; none once it is completed or cancelled. */
export function nextStatuses(from: BookingStatus): readonly BookingStatus[] {
  // A status read from an old row or a stale screen may not be in the table: it goes nowhere.
  return Object.hasOwn(BOOKING_PIPELINE, from) ? BOOKING_PIPELINE[from] : [];
}

/** True when the pipeline lets a booking move from one status to the other. */
export const canMove = (from: BookingStatus, to: BookingStatus): boolean =>
  nextStatuses(from).includes(to);

/** A status as it reads inside a sentence: its badge label in lower case ('ready for pickup'). */
export const statusInWords = (status: BookingStatus): string =>
  statusLook(status).label.toLowerCase();

/** The answers (409) to a status change or a payment that the booking's state does not allow. */
export const BOOKING_CONFLICTS = {
  /** The version sent is not the booking's current one: someone moved it in the meantime. */
  changedByOthers: 'This booking was changed by someone else; reload it.',
  /** Completing needs the booking paid, online or at the counter. */
  unpaid: 'Record the payment before completing this booking.',
} as const;

/** The 409 sentence for a move the pipeline does not allow, naming both statuses. */
export const cannotMoveMessage = (from: BookingStatus, to: BookingStatus): string =>
  `A booking that is ${statusInWords(from)} cannot become ${statusInWords(to)}.`;

/** The booking as it stands, as far as a status change cares. */
export interface BookingState {
  status: BookingStatus;
  version: number;
  paid: boolean;
}

/** A status change as staff ask for it: the status wanted and the version their screen showed. */
export interface StatusChange {
  status: BookingStatus;
  version: number;
}

/**
 * Why a status change cannot happen (the 409 sentence), or undefined when it may. A stale version
 * is reported first: the status the caller saw may be out of date, so naming it would mislead.
 */
export function statusChangeConflict(
  booking: BookingState,
  change: StatusChange,
): string | undefined {
  if (change.version !== booking.version) return BOOKING_CONFLICTS.changedByOthers;
  if (!canMove(booking.status, change.status))
    return cannotMoveMessage(booking.status, change.status);
  if (change.status === 'completed' && !booking.paid) return BOOKING_CONFLICTS.unpaid;
  return undefined;
}

/** Statuses that staff may only move a booking to with a note saying why (the customer is told). */
export const STATUSES_NEEDING_A_REASON: readonly BookingStatus[] = ['cancelled'];

/** The 400 message on `note` when a cancellation comes without its reason. */
export const CANCEL_REASON_MESSAGE = 'Give the reason for cancelling this booking.';

/**
 * The steps a customer's progress bar shows, in order: the two ready statuses are one step
 * ('Ready'), and a cancelled booking is shown apart, not on the bar.
 */
export const PROGRESS_STEPS = [
  { label: 'Pending', statuses: ['pending'] },
  { label: 'Picked Up', statuses: ['picked_up'] },
  { label: 'Washing', statuses: ['washing'] },
  { label: 'Packaging', statuses: ['packaging'] },
  { label: 'Ready', statuses: ['ready_for_pickup', 'ready_for_delivery'] },
  { label: 'Completed', statuses: ['completed'] },
] as const satisfies readonly { label: string; statuses: readonly BookingStatus[] }[];

/** The index of the step a booking is at on the progress bar; -1 for a cancelled one. */
export const progressStepOf = (status: BookingStatus): number =>
  PROGRESS_STEPS.findIndex((step) => (step.statuses as readonly BookingStatus[]).includes(status));

/** Statuses of a booking still under way: it shows in the dashboard's 'In progress'. */
export const isBookingOpen = (status: BookingStatus): boolean => status !== 'completed' && status !== 'cancelled';

/** True when a move goes back along the pipeline (an undone step), not forward. */
export const isBackward = (from: BookingStatus, to: BookingStatus): boolean =>
  BOOKING_STATUSES.indexOf(to) < BOOKING_STATUSES.indexOf(from);

/** How long staff may move back a step they made themselves; admins may at any time. */
export const STAFF_MOVE_BACK_MINUTES = 10;

/** The answers to a move back that cannot happen (409), and its reason's 400. */
export const MOVE_BACK_MESSAGES = {
  reason: 'Say why this step is being undone.',
  nothingToUndo: 'This order has no step to move back.',
  cancelled: 'A cancelled order cannot be moved back: make a new booking instead.',
  notYours: 'Only the staff member who made this step, or an admin, can move it back.',
  tooLate: `Staff can move back their own step for ${STAFF_MOVE_BACK_MINUTES} minutes; ask an admin now.`,
} as const;

/** A step of a booking's timeline, as far as moving it back cares. */
export interface StatusStep {
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  /** ISO time of the step. */
  at: string;
  actor: { id: string } | null;
}

/**
 * The step a move back would undo: the latest forward move into the booking's current status
 * (its `from_status` is where the booking goes back to), so steps are undone one at a time, last
 * first; undefined when there is none (a pending booking as placed, or a cancelled one: its refund
 * and given-back allowance stand).
 */
export function stepToUndo<S extends StatusStep>(status: BookingStatus, steps: readonly S[]): (S & { from_status: BookingStatus }) | undefined {
  if (status === 'cancelled') return undefined;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!;
    if (step.to_status !== status) continue;
    if (step.from_status === null) return undefined;
    // A move back into this status was itself an undo: the forward move before it is next.
    if (isBackward(step.from_status, step.to_status)) continue;
    return step as S & { from_status: BookingStatus };
  }
  return undefined;
}

/** Who asks to move a step back. */
export interface MoveBackActor {
  id: string;
  role: StaffRole;
}

/**
 * Until when `actor` may move back `step` (ISO time; null for an admin, who may at any time), or
 * the 409 sentence saying why they may not.
 */
export function moveBackWindow(step: StatusStep, actor: MoveBackActor): { until: string | null } | { refused: string } {
  if (actor.role === 'admin') return { until: null };
  if (step.actor?.id !== actor.id) return { refused: MOVE_BACK_MESSAGES.notYours };
  return { until: new Date(Date.parse(step.at) + STAFF_MOVE_BACK_MINUTES * 60_000).toISOString() };
}

/**
 * True when moving a booking to `to` would run ahead of its pickup day: collecting it before the
 * day the customer chose. Staff are asked to confirm such a move (a tap on the wrong card is the
 * usual cause); `today` is the business's day ('YYYY-MM-DD', dates.ts todayInAccra).
 */
export const skipsAheadOfPickup = (to: BookingStatus, pickupDate: string, today: string): boolean =>
  to === 'picked_up' && pickupDate > today;
