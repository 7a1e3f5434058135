import fc from 'fast-check';
import {
  BOOKING_CONFLICTS,
  BOOKING_PIPELINE,
  BOOKING_STATUSES,
  canMove,
  cannotMoveMessage,
  isBookingStatus,
  MOVE_BACK_MESSAGES,
  moveBackWindow,
  skipsAheadOfPickup,
  stepToUndo,
  nextStatuses,
  statusChangeConflict,
  type BookingState,
  type BookingStatus,
} from './statuses';

describe('the booking pipeline', () => {
  it.each([
    ['pending', ['picked_up', 'cancelled']],
    ['picked_up', ['washing', 'cancelled']],
    ['washing', ['packaging']],
    ['packaging', ['ready_for_pickup', 'ready_for_delivery']],
    ['ready_for_pickup', ['completed']],
    ['ready_for_delivery', ['completed']],
    ['completed', []],
    ['cancelled', []],
  ] as const)('lets a %s booking move to %p and nowhere else', (from, allowed) => {
    expect(nextStatuses(from)).toEqual(allowed);
    for (const to of BOOKING_STATUSES)
      expect(canMove(from, to)).toBe((allowed as readonly string[]).includes(to));
  });

  it('ends every road in completed or cancelled: no status is a dead end before them', () => {
    const reachesAnEnd = (from: BookingStatus, seen: Set<BookingStatus> = new Set()): boolean =>
      from === 'completed' ||
      from === 'cancelled' ||
      nextStatuses(from).some((to) => !seen.has(to) && reachesAnEnd(to, new Set([...seen, from])));
    for (const status of BOOKING_STATUSES) expect(reachesAnEnd(status)).toBe(true);
  });

  it('moves a status it does not know nowhere', () => {
    expect(nextStatuses('toString' as BookingStatus)).toEqual([]);
    expect(canMove('shipped' as BookingStatus, 'completed')).toBe(false);
    expect(isBookingStatus('washing')).toBe(true);
    expect(isBookingStatus('toString')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

describe('the sentences staff read on a 409', () => {
  it.each([
    ['washing', 'completed', 'A booking that is washing cannot become completed.'],
    ['pending', 'ready_for_pickup', 'A booking that is pending cannot become ready for pickup.'],
    [
      'ready_for_delivery',
      'cancelled',
      'A booking that is ready for delivery cannot become cancelled.',
    ],
    ['completed', 'picked_up', 'A booking that is completed cannot become picked up.'],
  ] as const)(
    'names both statuses as their badges do, in lower case (%s to %s)',
    (from, to, sentence) => {
      expect(cannotMoveMessage(from, to)).toBe(sentence);
    },
  );

  const booking: BookingState = { status: 'ready_for_pickup', version: 4, paid: false };

  it('tells a caller with an older version to reload, whatever they asked for', () => {
    expect(statusChangeConflict(booking, { status: 'washing', version: 3 })).toBe(
      'This booking was changed by someone else; reload it.',
    );
  });

  it('refuses to complete an unpaid booking, and completes a paid one', () => {
    expect(statusChangeConflict(booking, { status: 'completed', version: 4 })).toBe(
      'Record the payment before completing this booking.',
    );
    expect(
      statusChangeConflict({ ...booking, paid: true }, { status: 'completed', version: 4 }),
    ).toBeUndefined();
  });

  it('refuses a move outside the pipeline with the sentence naming both statuses', () => {
    expect(statusChangeConflict(booking, { status: 'washing', version: 4 })).toBe(
      'A booking that is ready for pickup cannot become washing.',
    );
  });
});

/** One attempt from the console: a status, whether the screen was up to date, and whether it was paid. */
const attempt = fc.record({
  to: fc.constantFrom(...BOOKING_STATUSES),
  stale: fc.boolean(),
  payNow: fc.boolean(),
});

interface Event {
  from: BookingStatus | null;
  to: BookingStatus;
}

describe('any sequence of attempted status changes (property)', () => {
  it('keeps the booking in the pipeline, and every accepted step chains from the last', () => {
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 40 }), (attempts) => {
        let booking: BookingState = { status: 'pending', version: 1, paid: false };
        // Checkout writes the first event: from nothing to pending.
        const events: Event[] = [{ from: null, to: 'pending' }];

        for (const { to, stale, payNow } of attempts) {
          if (payNow) booking = { ...booking, paid: true };
          const version = stale ? booking.version - 1 : booking.version;
          const conflict = statusChangeConflict(booking, { status: to, version });
          if (conflict !== undefined) {
            expect(conflict.length).toBeGreaterThan(0);
            continue;
          }
          expect(stale).toBe(false);
          expect(BOOKING_PIPELINE[booking.status]).toContain(to);
          if (to === 'completed') expect(booking.paid).toBe(true);
          events.push({ from: booking.status, to });
          booking = { ...booking, status: to, version: booking.version + 1 };
        }

        expect(BOOKING_STATUSES).toContain(booking.status);
        // Each event starts where the previous one ended, and the last one is where the booking is.
        for (let i = 1; i < events.length; i += 1) expect(events[i].from).toBe(events[i - 1].to);
        expect(events.at(-1)!.to).toBe(booking.status);
        // One version per accepted change, so a screen holding any older version is refused.
        expect(booking.version).toBe(events.length);
        // Nothing leaves completed or cancelled.
        const end = events.findIndex(
          (event) => event.to === 'completed' || event.to === 'cancelled',
        );
        if (end !== -1) expect(end).toBe(events.length - 1);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly the moves of the table from any status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...BOOKING_STATUSES),
        (from, to) => {
          const conflict = statusChangeConflict(
            { status: from, version: 1, paid: true },
            { status: to, version: 1 },
          );
          expect(conflict === undefined).toBe(BOOKING_PIPELINE[from].includes(to));
          if (conflict !== undefined) expect(conflict).toBe(cannotMoveMessage(from, to));
        },
      ),
    );
  });

  it('never lets a stale version through', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...BOOKING_STATUSES),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (from, to, current, sent) => {
          fc.pre(current !== sent);
          expect(
            statusChangeConflict(
              { status: from, version: current, paid: true },
              { status: to, version: sent },
            ),
          ).toBe(BOOKING_CONFLICTS.changedByOthers);
        },
      ),
    );
  });
});

describe('moving a step back', () => {
  const step = (from: BookingStatus | null, to: BookingStatus, at = '2026-11-28T09:00:00.000Z', actor = 'kofi') => ({
    from_status: from,
    to_status: to,
    at,
    actor: { id: actor },
  });
  const placed = step(null, 'pending');

  it('undoes the last forward move into the current status, one step at a time', () => {
    const picked = step('pending', 'picked_up');
    const washing = step('picked_up', 'washing');
    expect(stepToUndo('washing', [placed, picked, washing])).toBe(washing);
    // Washing moved back: picked up again by the undo, whose own step back is the pickup.
    expect(stepToUndo('picked_up', [placed, picked, washing, step('washing', 'picked_up')])).toBe(picked);
    expect(stepToUndo('pending', [placed])).toBeUndefined();
    expect(stepToUndo('pending', [placed, picked, step('picked_up', 'pending')])).toBeUndefined();
    expect(stepToUndo('cancelled', [placed, step('pending', 'cancelled')])).toBeUndefined();
  });

  it('lets staff move back their own step for ten minutes, and an admin any', () => {
    const picked = step('pending', 'picked_up', '2026-11-28T09:00:00.000Z', 'kofi');
    expect(moveBackWindow(picked, { id: 'kofi', role: 'staff' })).toEqual({ until: '2026-11-28T09:10:00.000Z' });
    expect(moveBackWindow(picked, { id: 'esi', role: 'staff' })).toEqual({ refused: MOVE_BACK_MESSAGES.notYours });
    expect(moveBackWindow(picked, { id: 'efua', role: 'admin' })).toEqual({ until: null });
  });

  it('asks to confirm only a pickup ahead of its pickup day', () => {
    expect(skipsAheadOfPickup('picked_up', '2026-11-30', '2026-11-28')).toBe(true);
    expect(skipsAheadOfPickup('picked_up', '2026-11-28', '2026-11-28')).toBe(false);
    expect(skipsAheadOfPickup('picked_up', '2026-11-27', '2026-11-28')).toBe(false);
    expect(skipsAheadOfPickup('cancelled', '2026-11-30', '2026-11-28')).toBe(false);
  });
});
