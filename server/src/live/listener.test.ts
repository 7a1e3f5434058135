/**
 * The bus, how notifications become its events, and the one listening session of each copy of
 * the API on a real database (reconnection: PostgreSQL only, PGlite's session is in-process).
 */
import { sql } from 'drizzle-orm';
import { buildTestApp, eventually, testDriver, type TestContext } from '../../test/helper';
import { LiveBus, type LiveEvents } from './events';
import { publish } from './listener';

/** A bus with a subscriber to every event, and what it heard, in order. */
function recordedBus() {
  const bus = new LiveBus((error) => {
    throw error;
  });
  const heard: [keyof LiveEvents, unknown][] = [];
  for (const name of ['booking-changed', 'account-signed-out', 'booking-event', 'listener-status'] as const) {
    bus.on(name, (event) => heard.push([name, event]));
  }
  return { bus, heard };
}

describe('publish', () => {
  it("makes bookings_changed a change of one customer's bookings, or of anyone's", () => {
    const { bus, heard } = recordedBus();
    publish(bus, 'bookings_changed', 'c1');
    publish(bus, 'bookings_changed', '*');
    publish(bus, 'bookings_changed', 'c1 b1 br1');
    publish(bus, 'bookings_changed', '');
    expect(heard).toEqual([
      ['booking-changed', { customerId: 'c1' }],
      ['booking-changed', {}],
      ['booking-changed', { customerId: 'c1', bookingId: 'b1', branchId: 'br1' }],
      ['booking-changed', {}],
    ]);
  });

  it('makes accounts_signed_out a sign-out, and drops what it cannot read', () => {
    const { bus, heard } = recordedBus();
    publish(bus, 'accounts_signed_out', 'ama 1800000000400');
    publish(bus, 'accounts_signed_out', 'kofi soon');
    publish(bus, 'accounts_signed_out', 'kofi');
    publish(bus, 'accounts_signed_out', '');
    publish(bus, 'some_other_channel', 'ama 1');
    expect(heard).toEqual([
      ['account-signed-out', { userId: 'ama', signedOutAtMs: 1_800_000_000_400 }],
    ]);
  });
});

describe('publish of booking_events', () => {
  it('makes each new history row and payment an event for the staff streams, and drops what it cannot read', () => {
    const { bus, heard } = recordedBus();
    publish(bus, 'booking_events', '{"id": 7, "booking": "b1", "branch": "br1", "from": null, "to": "pending"}');
    publish(bus, 'booking_events', '{"id": 8, "booking": "b1", "branch": "br1", "from": "pending", "to": "picked_up"}');
    publish(bus, 'booking_events', 'not json');
    publish(bus, 'booking_events', '{"id": "9", "booking": "b1", "branch": "br1", "from": null, "to": "pending"}');
    publish(bus, 'booking_events', 'null');
    publish(bus, 'booking_events', '{"kind": "paid", "booking": "b1", "branch": "br1", "to": "washing"}');
    publish(bus, 'booking_events', '{"kind": "refund", "booking": "b1", "branch": "br1", "to": "cancelled"}');
    publish(bus, 'booking_events', '{"kind": "paid", "booking": "b1", "to": "washing"}');
    publish(bus, 'booking_events', '{"kind": "money", "booking": "b1", "branch": "br1", "customer": "c1", "to": "picked_up"}');
    publish(bus, 'booking_events', '{"kind": "weighed", "booking": "b1", "branch": "br1", "to": "picked_up"}');
    expect(heard).toEqual([
      ['booking-event', { id: 7, bookingId: 'b1', branchId: 'br1', fromStatus: null, toStatus: 'pending' }],
      ['booking-event', { id: 8, bookingId: 'b1', branchId: 'br1', fromStatus: 'pending', toStatus: 'picked_up' }],
      ['booking-event', { payment: 'paid', bookingId: 'b1', branchId: 'br1', fromStatus: 'washing', toStatus: 'washing' }],
      ['booking-event', { payment: 'refund', bookingId: 'b1', branchId: 'br1', fromStatus: 'cancelled', toStatus: 'cancelled' }],
      ['booking-event', { payment: 'money', bookingId: 'b1', branchId: 'br1', customerId: 'c1', fromStatus: 'picked_up', toStatus: 'picked_up' }],
    ]);
  });
});

describe('LiveBus', () => {
  it('stops calling a subscriber that unsubscribed; one that throws stops no other', () => {
    const errors: unknown[] = [];
    const bus = new LiveBus((error) => errors.push(error));
    const seen: string[] = [];
    bus.on('listener-status', () => {
      throw new Error('a broken stream');
    });
    const unsubscribe = bus.on('listener-status', (status) => seen.push(status));
    bus.emit('listener-status', 'up');
    unsubscribe();
    bus.emit('listener-status', 'down');
    expect(seen).toEqual(['up']);
    expect(errors).toHaveLength(2);
  });

  it('passes a stream only the booking changes that may concern its customer or branches', () => {
    const bus = new LiveBus((error) => {
      throw error;
    });
    const customers: unknown[] = [];
    const branches: unknown[] = [];
    const stopCustomer = bus.onBookingChanged({ customerId: 'ama' }, (change) =>
      customers.push(change),
    );
    bus.onBookingChanged({ branchIds: new Set(['osu', 'east-legon']) }, (change) =>
      branches.push(change),
    );
    const changes = [
      { customerId: 'ama', bookingId: 'b1', branchId: 'osu' },
      { customerId: 'kofi', bookingId: 'b2', branchId: 'spintex' },
      { customerId: 'kofi' }, // branch not named: may be theirs
      {}, // anyone's
    ];
    for (const change of changes) bus.emit('booking-changed', change);
    expect(customers).toEqual([changes[0], changes[3]]);
    expect(branches).toEqual([changes[0], changes[2], changes[3]]);
    stopCustomer(); // the stream's request closed
    bus.emit('booking-changed', { customerId: 'ama' });
    expect(customers).toHaveLength(2);
    expect(branches).toHaveLength(4);
  });
});

describe('the listener of a copy of the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** Every booking change and sign-out the app hears while `run` runs. */
  async function hearing(run: (heard: unknown[]) => Promise<void>) {
    const heard: unknown[] = [];
    const unsubscribe = [
      ctx.app.live.on('booking-changed', (change) => heard.push(change)),
      ctx.app.live.on('account-signed-out', (signOut) => heard.push(signOut)),
    ];
    try {
      await run(heard);
    } finally {
      for (const stop of unsubscribe) stop();
    }
  }
  const notify = async (heard: unknown[]) => {
    const before = heard.length;
    await ctx.database.db.execute(sql`select pg_notify('bookings_changed', 'c1')`);
    await ctx.database.db.execute(sql`select pg_notify('accounts_signed_out', 'u1 1000')`);
    await eventually(
      async () => heard.length,
      (n) => n >= before + 2,
    );
    return heard.slice(before);
  };
  /** The sessions LISTENing on this test's database. */
  const listeningSessions = async () =>
    (
      (await ctx.database.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows;

  it('hears both channels, on one session', async () => {
    expect(ctx.app.live.listening).toBe(true);
    await hearing(async (heard) => {
      expect(await notify(heard)).toEqual([
        { customerId: 'c1' },
        { userId: 'u1', signedOutAtMs: 1000 },
      ]);
    });
    if (testDriver() === 'postgres') expect(await listeningSessions()).toHaveLength(1);
  });

  (testDriver() === 'postgres' ? it : it.skip)(
    'tells subscribers when its session is lost, reopens it and hears again',
    async () => {
      const statuses: string[] = [];
      const unsubscribe = ctx.app.live.on('listener-status', (status) => statuses.push(status));
      try {
        const [listener] = await listeningSessions();
        await ctx.database.db.execute(sql`select pg_terminate_backend(${listener.pid})`);
        expect(
          await eventually(
            async () => statuses,
            (s) => s.length === 2,
          ),
        ).toEqual(['down', 'up']);
        expect(ctx.app.live.listening).toBe(true);
        await hearing(async (heard) => {
          expect(await notify(heard)).toEqual([
            { customerId: 'c1' },
            { userId: 'u1', signedOutAtMs: 1000 },
          ]);
        });
      } finally {
        unsubscribe();
      }
    },
  );
});
