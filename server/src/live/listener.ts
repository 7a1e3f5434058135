/**
 * The one session per API copy that LISTENs for the database's notifications and publishes them on
 * the bus. The triggers notify when a change commits, whoever made it:
 *
 * - `bookings_changed` (migration 0002): '<customer id>', or '*' when it may be anyone's (a branch
 *   renamed, a table emptied). A trigger may append ' <booking id> <branch id>' for streams
 *   scoped to branches; what it leaves out is undefined in the event.
 * - `accounts_signed_out` (migration 0004): '<user id> <signed_out_at in ms>'.
 * - `outbox_due` (migration 0010): the channel ('email', 'sms') of notifications that became due.
 * - `booking_events` (migration 0005): JSON `{id, booking, branch, from, to}` of each new row of a
 *   booking's history, for the staff's live stream; and (migration 0007) `{kind, booking, branch,
 *   to}` when a booking is paid or refunded (kind 'paid' or 'refund'), which is no history row;
 *   since migration 0010 both also name the booking's `customer`, and a history row its `at`.
 *
 * When the session is lost "down" is published and it is reopened with backoff until LISTEN
 * succeeds again, then "up" (PGlite's, in this process, is never lost).
 */
import type { Database, StopListening } from '../db/client';
import type { BookingEventRecorded, ListenerStatus, LiveBus } from './events';

/** The channels the database's triggers notify. */
export const CHANNELS = {
  bookingsChanged: 'bookings_changed',
  accountsSignedOut: 'accounts_signed_out',
  bookingEvents: 'booking_events',
  staffChanged: 'staff_changed',
  outboxDue: 'outbox_due',
};
/** The `bookings_changed` payload that means every customer's bookings may have changed. */
export const EVERY_CUSTOMER = '*';
/** How long the listener waits before reopening its session: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 500, max: 10_000 };

/** Publishes the event a notification stands for; a payload it cannot read is dropped. */
export function publish(bus: LiveBus, channel: string, payload: string): void {
  const [first, second, third] = payload.split(' ');
  if (channel === CHANNELS.bookingsChanged) {
    // An unreadable payload says nothing of whose change it was: anyone's, then.
    const customerId = first && first !== EVERY_CUSTOMER ? first : undefined;
    bus.emit('booking-changed', { customerId, bookingId: second || undefined, branchId: third || undefined });
  } else if (channel === CHANNELS.accountsSignedOut) {
    const signedOutAtMs = Number(second);
    if (first && second && Number.isFinite(signedOutAtMs)) {
      bus.emit('account-signed-out', { userId: first, signedOutAtMs });
    }
  } else if (channel === CHANNELS.staffChanged) {
    if (first) bus.emit('staff-changed', { userId: first });
  } else if (channel === CHANNELS.bookingEvents) {
    const event = bookingEventOf(payload);
    if (event) bus.emit('booking-event', event);
  } else if (channel === CHANNELS.outboxDue) {
    bus.emit('outbox-due', { channel: payload });
  }
}

/** The booking_events payload as an event, or undefined when it is not what the trigger sends. */
function bookingEventOf(payload: string): BookingEventRecorded | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const { id, kind, booking, branch, customer, from, to, at } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof booking !== 'string' || typeof branch !== 'string' || typeof to !== 'string') return undefined;
  const customerId = typeof customer === 'string' ? customer : undefined;
  if (kind === 'paid' || kind === 'refund' || kind === 'money') {
    return { payment: kind, bookingId: booking, branchId: branch, customerId, fromStatus: to, toStatus: to };
  }
  if (typeof id !== 'number' || (from !== null && typeof from !== 'string')) return undefined;
  const when = typeof at === 'string' ? new Date(at) : undefined;
  return {
    id,
    bookingId: booking,
    branchId: branch,
    customerId,
    fromStatus: from,
    toStatus: to,
    at: when && !Number.isNaN(when.getTime()) ? when : undefined,
  };
}

/**
 * Opens the listening session and keeps it open until the returned function is called. Resolves
 * after the first attempt, whether or not it succeeded (the caches read from the database
 * meanwhile).
 */
export async function listenForChanges(database: Database, bus: LiveBus): Promise<StopListening> {
  let stopped = false;
  let session: StopListening | undefined;
  let opening: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;
  let status: ListenerStatus | undefined;
  const report = (next: ListenerStatus) => {
    if (status === next) return;
    status = next;
    bus.emit('listener-status', next);
  };
  const reopenLater = () => {
    session = undefined;
    if (stopped) return;
    report('down');
    retry = setTimeout(() => void (opening = open()), delay);
    retry.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
  };
  const open = async () => {
    try {
      session = await database.listen(
        Object.values(CHANNELS),
        (channel, payload) => publish(bus, channel, payload),
        reopenLater,
      );
    } catch {
      reopenLater();
      return;
    }
    delay = LISTEN_RETRY_MS.first;
    if (!stopped) report('up');
  };

  await (opening = open());
  return async () => {
    stopped = true;
    clearTimeout(retry);
    report('down');
    await opening;
    await session?.();
  };
}
