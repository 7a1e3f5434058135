/**
 * What this copy of the API hears from the database, as typed events on one bus. The caches in
 * this folder subscribe to it, and so will the Server-Sent Events streams (`/api/ops/events/`,
 * `/api/bookings/events/`): each subscribes when it starts and calls the returned function when it
 * ends. Nothing is published here but what the database said (src/live/notifications.ts), so a
 * subscriber sees every committed change, whichever copy of the API or staff tool made it.
 */

/** Whether this copy hears the database's notifications: while "down", some may be missed. */
export type ListenerStatus = 'up' | 'down';

/** A committed change to bookings, their lines or payments (or to a branch they show). */
export interface BookingChanged {
  /** Whose bookings changed; undefined when it may be anyone's (a branch renamed, a table emptied). */
  customerId?: string;
  /** The booking, when the notification names it. */
  bookingId?: string;
  /** The booking's branch, when the notification names it. */
  branchId?: string;
}

/** An account signed out everywhere (a password reset): its older access tokens are refused. */
export interface AccountSignedOut {
  userId: string;
  signedOutAtMs: number;
}

/** An account's role, branch, active flag or name changed, or it was deleted. */
export interface StaffChanged {
  userId: string;
}

/**
 * A step recorded in a booking's history (a booking_events row: made, moved or cancelled), or
 * money moving on it (paid, refunded), as the staff's live stream sends it. A row's `id` grows
 * with every row, so a stream can resume after one; a payment is no row and has none.
 */
export interface BookingEventRecorded {
  /** The booking_events row; absent for a payment. */
  id?: number;
  /**
   * What happened to the money; absent for a history row. 'money': what the order costs or owes
   * changed (weighed, measured, a job priced or answered, a partial refund answered).
   */
  payment?: 'paid' | 'refund' | 'money';
  bookingId: string;
  branchId: string;
  /** The booking's customer (announced since migration 0010). */
  customerId?: string;
  /** When the history row was written (announced since migration 0010); absent for a payment. */
  at?: Date;
  /** Null for a new booking; the status it keeps for a payment. */
  fromStatus: string | null;
  toStatus: string;
}

/** Every event of the bus, by name. */
export interface LiveEvents {
  'booking-changed': BookingChanged;
  'booking-event': BookingEventRecorded;
  'account-signed-out': AccountSignedOut;
  'staff-changed': StaffChanged;
  /** Notifications were committed to the outbox and are due now (on this channel). */
  'outbox-due': { channel: string };
  /**
   * The listener came up or went down. After a "down", events may have been missed until the
   * next "up": a subscriber that keeps anything drops it, and a stream tells its client to read
   * afresh.
   */
  'listener-status': ListenerStatus;
}

/** Ends a subscription. */
export type Unsubscribe = () => void;

/** Whose booking changes a subscriber wants: one customer's, or those of a set of branches. */
export type BookingScope = { customerId: string } | { branchIds: ReadonlySet<string> };

/**
 * Whether a change may concern the scope. A change that does not say whose or which branch's it
 * is may concern anyone: better a stream told once too often than a change it never shows.
 */
export function concerns(scope: BookingScope, change: BookingChanged): boolean {
  if ('customerId' in scope) return change.customerId === undefined || change.customerId === scope.customerId;
  return change.branchId === undefined || scope.branchIds.has(change.branchId);
}

type Handler<E extends keyof LiveEvents> = (event: LiveEvents[E]) => void;

/** A typed publish-subscribe bus, in this process only. */
export class LiveBus {
  private readonly handlers = new Map<keyof LiveEvents, Set<Handler<never>>>();

  /** @param onError hears what a subscriber throws, which never stops the others. */
  constructor(private readonly onError: (error: unknown) => void) {}

  /** Calls `handler` with each event named `event` until the returned function is called. */
  on<E extends keyof LiveEvents>(event: E, handler: Handler<E>): Unsubscribe {
    const handlers = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, handlers);
    handlers.add(handler);
    return () => void handlers.delete(handler);
  }

  /** Booking changes that may concern `scope` (an SSE stream's customer or branches). */
  onBookingChanged(scope: BookingScope, handler: Handler<'booking-changed'>): Unsubscribe {
    return this.on('booking-changed', (change) => {
      if (concerns(scope, change)) handler(change);
    });
  }

  /** Hands `event` to every subscriber, in the order they subscribed. */
  emit<E extends keyof LiveEvents>(event: E, payload: LiveEvents[E]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        (handler as Handler<E>)(payload);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
