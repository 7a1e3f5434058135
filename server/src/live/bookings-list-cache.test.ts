/**
 * The bookings list cache: the rules of BookingListCache on their own (with a clock of our own),
 * then the API on a real database. "Quietly" below means a change made with the database's
 * triggers off (session_replication_role = replica), so no notification is sent: a list that
 * does not show such a change was answered from the cache, and one that shows it was read.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bookings, branches } from '../db/schema';
import type { BookingStatus } from '@laundry-accra/domain/statuses';
import {
  buildTestApp,
  call,
  createCustomer,
  eventually,
  testDriver,
  type TestContext,
} from '../../test/helper';
import { createCheckedOutBooking } from '../../test/fixtures';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack';
import { signPaystackBody } from '../modules/finance/webhook-signature';
import { BookingListCache, type BookingListCacheOptions } from './bookings-list-cache';

/**
 * Waits until every notification committed so far has been heard by the app: PostgreSQL delivers
 * a listener the notifications of transactions in the order they committed, so once a marker
 * sent now has dropped what the cache holds for it, everything sent before has been heard too.
 */
async function heard(ctx: TestContext): Promise<void> {
  const cache = ctx.app.live.bookingLists;
  const marker = randomUUID();
  cache.startRead(marker);
  await ctx.database.db.execute(sql`select pg_notify('bookings_changed', ${marker})`);
  const deadline = Date.now() + 5_000;
  while (cache.holds(marker)) {
    if (Date.now() > deadline) throw new Error('the change notification was not heard within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('BookingListCache', () => {
  let clock = 0;
  const cache = (options: Partial<BookingListCacheOptions> = {}) => {
    const made = new BookingListCache({ now: () => clock, ...options });
    made.listenerStatus('up');
    return made;
  };
  /** Reads a page "from the database" and keeps it, as the route does. */
  const read = (c: BookingListCache, customer: string, key: string, body: string) =>
    c.keep(c.startRead(customer), key, body);

  beforeEach(() => {
    clock = 1_000;
  });

  it('serves a kept page to the same customer and key only', () => {
    const c = cache();
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(read(c, 'ama', '/p1', 'A1')).toBe(true);
    expect(c.page('ama', '/p1')).toBe('A1');
    expect(c.page('ama', '/p2')).toBeUndefined();
    expect(c.page('kofi', '/p1')).toBeUndefined();
  });

  it("drops a customer's pages on a change of theirs, everyone's on one that may be anyone's", () => {
    const c = cache();
    read(c, 'ama', '/p1', 'A1');
    read(c, 'ama', '/p2', 'A2');
    read(c, 'kofi', '/p1', 'K1');
    c.changed({ customerId: 'ama' });
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(c.page('ama', '/p2')).toBeUndefined();
    expect(c.page('kofi', '/p1')).toBe('K1');
    read(c, 'ama', '/p1', 'A1');
    c.changed({});
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(c.page('kofi', '/p1')).toBeUndefined();
  });

  it('does not keep a read that began before a change to that customer, or to everyone', () => {
    const c = cache();
    const before = c.startRead('ama');
    c.changed({ customerId: 'ama' });
    expect(c.keep(before, '/p1', 'stale')).toBe(false);
    expect(c.page('ama', '/p1')).toBeUndefined();

    const beforeAll = c.startRead('ama');
    c.changed({});
    expect(c.keep(beforeAll, '/p1', 'stale')).toBe(false);
    expect(c.page('ama', '/p1')).toBeUndefined();

    // A change to someone else leaves the read alone; a read begun after the change is kept.
    const mine = c.startRead('ama');
    c.changed({ customerId: 'kofi' });
    expect(c.keep(mine, '/p1', 'fresh')).toBe(true);
    expect(c.page('ama', '/p1')).toBe('fresh');
    expect(c.stats.refused).toBe(2);
  });

  it('serves nothing while the listener is down, and keeps no read begun before it went down', () => {
    const c = cache();
    read(c, 'ama', '/p1', 'A1');
    const during = c.startRead('kofi');
    c.listenerStatus('down');
    expect(c.serving).toBe(false);
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(c.startRead('ama')).toBeUndefined();
    c.listenerStatus('up');
    // What was kept before the outage is gone: changes made meanwhile were not heard.
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(c.keep(during, '/p1', 'K1')).toBe(false);
    expect(c.page('kofi', '/p1')).toBeUndefined();
  });

  it('serves a page for ttlMs after it was read, however often it is asked for', () => {
    const c = cache({ ttlMs: 100 });
    read(c, 'ama', '/p1', 'A1');
    clock += 99;
    expect(c.page('ama', '/p1')).toBe('A1');
    clock += 1;
    expect(c.page('ama', '/p1')).toBeUndefined();
  });

  it('keeps at most maxCustomers, least recently read out first', () => {
    const c = cache({ maxCustomers: 2 });
    read(c, 'ama', '/p1', 'A1');
    read(c, 'kofi', '/p1', 'K1');
    expect(c.page('ama', '/p1')).toBe('A1'); // Ama read last: Kofi is the oldest
    read(c, 'esi', '/p1', 'E1');
    expect(c.size).toBe(2);
    expect(c.page('kofi', '/p1')).toBeUndefined();
    expect(c.page('ama', '/p1')).toBe('A1');
    expect(c.page('esi', '/p1')).toBe('E1');
  });

  it('keeps at most maxPagesPerCustomer pages of a customer and about maxBytes in all', () => {
    const c = cache({ maxPagesPerCustomer: 2, maxBytes: 10 });
    read(c, 'ama', '/p1', 'aaa');
    read(c, 'ama', '/p2', 'bbb');
    read(c, 'ama', '/p3', 'ccc');
    expect(c.page('ama', '/p1')).toBeUndefined();
    expect(c.page('ama', '/p3')).toBe('ccc');
    read(c, 'kofi', '/p1', 'kkkkk'); // 3 + 3 + 5 > 10: Ama goes
    expect(c.page('ama', '/p2')).toBeUndefined();
    expect(c.page('kofi', '/p1')).toBe('kkkkk');
    expect(read(c, 'esi', '/p1', 'x'.repeat(11))).toBe(false); // bigger than everything allowed
    expect(c.page('kofi', '/p1')).toBe('kkkkk');
  });
});

describe('GET /api/bookings/ with the cache', () => {
  let ctx: TestContext;
  let branchList: { id: string; name: string }[];
  let catalogue: { id: string; name: string }[];

  beforeAll(async () => {
    ctx = await buildTestApp();
    branchList = (await call(ctx.app, 'GET', '/api/branches/')).json.results;
    catalogue = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
  });
  afterAll(() => ctx.close());

  const cache = () => ctx.app.live.bookingLists;
  const list = (token: string, query = '') =>
    call(ctx.app, 'GET', `/api/bookings/${query}`, { token });
  const statusOf = async (token: string, bookingId: string) =>
    ((await list(token)).json.results as { id: string; status: string }[]).find(
      (b) => b.id === bookingId,
    )?.status;

  /** Changes a booking's status with the triggers off: no notification is sent. */
  const setStatusQuietly = (bookingId: string, status: BookingStatus) =>
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
    });
  /** Changes a booking's status as a staff tool would: a plain UPDATE, committed. */
  const setStatus = (bookingId: string, status: BookingStatus) =>
    ctx.database.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));

  /** Waits until every notification sent so far has been heard (see heard()). */
  const settled = () => heard(ctx);

  /** Lists twice and expects the second answer from the cache, with the same bytes. */
  async function expectCached(token: string) {
    const first = await list(token);
    const hits = cache().stats.hits;
    const again = await list(token);
    expect(cache().stats.hits).toBe(hits + 1);
    expect(again.response.body).toBe(first.response.body);
    return again;
  }

  /** A customer with one booking whose first page is kept in the cache. */
  async function cachedCustomer() {
    const customer = await createCustomer(ctx);
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    await settled();
    await expectCached(customer.token);
    return { customer, booking };
  }

  /** Turns the triggers off on every table they are on, for a test of what this process does alone. */
  async function withoutNotifications(run: () => Promise<void>) {
    const tables = ['bookings', 'booking_items', 'payment_transactions', 'branches'];
    for (const table of tables)
      await ctx.database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
    try {
      await run();
    } finally {
      for (const table of tables)
        await ctx.database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
    }
  }

  it('answers a repeat read from the cache, with the very bytes and headers of a read', async () => {
    const { customer, booking } = await cachedCustomer();
    const kept = await list(customer.token);
    await setStatusQuietly(booking.id, 'washing');
    const repeat = await list(customer.token);
    expect(repeat.json.results[0].status).toBe('pending'); // not read again
    expect(repeat.response.body).toBe(kept.response.body);

    // The same page as the route answers when it does not use the cache at all.
    cache().listenerStatus('down');
    let uncached;
    try {
      uncached = await list(customer.token);
    } finally {
      cache().listenerStatus('up');
    }
    expect(uncached.json.results[0].status).toBe('washing');
    await setStatusQuietly(booking.id, 'pending');
    const read = await list(customer.token); // kept afresh after the listener came back
    const cached = await list(customer.token);
    expect(cached.response.body).toBe(read.response.body);
    expect(cached.response.body).toBe(
      uncached.response.body.replace('"status":"washing"', '"status":"pending"'),
    );
    expect(cached.response.headers['content-type']).toBe(uncached.response.headers['content-type']);
    expect(cached.response.headers['content-length']).toBe(
      String(Buffer.byteLength(cached.response.body)),
    );
  });

  it('keeps pages apart by page, page size and the links in them', async () => {
    const customer = await createCustomer(ctx);
    for (let n = 0; n < 3; n += 1) await createCheckedOutBooking(ctx, customer.user.id);
    await settled();
    const first = await list(customer.token, '?page_size=2');
    const second = await list(customer.token, '?page=2&page_size=2');
    expect(first.json.count).toBe(3);
    expect(first.json.results).toHaveLength(2);
    expect(second.json.results).toHaveLength(1);
    expect(first.json.next).toBe('http://localhost/api/bookings/?page_size=2&page=2');
    const elsewhere = await call(ctx.app, 'GET', '/api/bookings/?page_size=2', {
      token: customer.token,
      headers: { host: 'api.example.com' },
    });
    expect(elsewhere.json.next).toBe('http://api.example.com/api/bookings/?page_size=2&page=2');
    const hits = cache().stats.hits;
    expect((await list(customer.token, '?page_size=2')).response.body).toBe(first.response.body);
    expect((await list(customer.token, '?page=2&page_size=2')).response.body).toBe(
      second.response.body,
    );
    expect(cache().stats.hits).toBe(hits + 2);
  });

  it("never answers one customer's request with another's pages", async () => {
    const { customer } = await cachedCustomer();
    const stranger = await createCustomer(ctx);
    const theirs = await list(stranger.token);
    expect(theirs.json).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list(customer.token)).json.count).toBe(1);
  });

  describe("the customer's own changes show at once, even before any notification", () => {
    it('checkout', async () => {
      const customer = await createCustomer(ctx);
      const address = await call(ctx.app, 'POST', '/api/address/', {
        token: customer.token,
        body: { address_name: 'Home', address: '5 Cantonments Road' },
      });
      await call(ctx.app, 'POST', '/api/bookings/basket/', {
        token: customer.token,
        body: { item: catalogue[0].id, quantity: 2 },
      });
      expect((await expectCached(customer.token)).json.count).toBe(0);
      await withoutNotifications(async () => {
        const booked = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
          token: customer.token,
          body: {
            pickup_address: address.json.id,
            dropoff_address: address.json.id,
            branch: branchList[0].id,
            pickup_date: '2030-03-01',
          },
        });
        expect(booked.status).toBe(201);
        const after = await list(customer.token);
        expect(after.json.results.map((b: { id: string }) => b.id)).toEqual([booked.json.id]);
      });
    });

    it('a booking edit', async () => {
      const { customer, booking } = await cachedCustomer();
      await withoutNotifications(async () => {
        const edited = await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}`, {
          token: customer.token,
          body: { pickup_date: '2030-02-01' },
        });
        expect(edited.status).toBe(200);
        expect((await list(customer.token)).json.results[0].pickup_date).toBe('2030-02-01');
      });
    });

    it('paying with the sandbox checkout', async () => {
      const { customer, booking } = await cachedCustomer();
      await withoutNotifications(async () => {
        const started = await call(ctx.app, 'POST', '/api/finance/pay/', {
          token: customer.token,
          body: { booking: booking.id },
        });
        expect(started.status).toBe(200);
        const { reference } = started.json.data;
        expect((await list(customer.token)).json.results[0].transaction).toEqual({
          reference,
          payment_status: 'pending',
        });
        const done = await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, {
          token: customer.token,
          body: { outcome: 'success' },
        });
        expect(done.status).toBe(200);
        const verified = await call(ctx.app, 'POST', '/api/finance/verify-payment/', {
          token: customer.token,
          body: { reference },
        });
        expect(verified.status).toBe(200);
        expect((await list(customer.token)).json.results[0].transaction).toEqual({
          reference,
          payment_status: 'paid',
        });
      });
    });

    it('a declined payment: refused with a 400, but recorded as failed', async () => {
      const { customer, booking } = await cachedCustomer();
      await withoutNotifications(async () => {
        const started = await call(ctx.app, 'POST', '/api/finance/pay/', {
          token: customer.token,
          body: { booking: booking.id },
        });
        const { reference } = started.json.data;
        await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, {
          token: customer.token,
          body: { outcome: 'failed' },
        });
        const declined = await call(ctx.app, 'POST', '/api/finance/verify-payment/', {
          token: customer.token,
          body: { reference },
        });
        expect(declined.status).toBe(400);
        expect((await list(customer.token)).json.results[0].transaction).toEqual({
          reference,
          payment_status: 'failed',
        });
      });
    });

    it('but another customer’s change leaves the pages kept', async () => {
      const { customer, booking } = await cachedCustomer();
      const stranger = await createCustomer(ctx);
      const strangers = await call(ctx.app, 'POST', '/api/bookings/basket/', {
        token: stranger.token,
        body: { item: catalogue[0].id, quantity: 1 },
      });
      expect(strangers.status).toBe(201);
      await setStatusQuietly(booking.id, 'washing');
      expect(await statusOf(customer.token, booking.id)).toBe('pending');
    });
  });

  it('shows a change made straight in the database once its notification arrives', async () => {
    const { customer, booking } = await cachedCustomer();
    await setStatus(booking.id, 'picked_up');
    expect(
      await eventually(
        () => statusOf(customer.token, booking.id),
        (s) => s === 'picked_up',
      ),
    ).toBe('picked_up');
    // A line and a payment attempt are heard as well.
    await expectCached(customer.token);
    await ctx.database.db.execute(
      sql`update booking_items set quantity = quantity + 5 where booking_id = ${booking.id}`,
    );
    const lines = await eventually(
      () => list(customer.token),
      ({ json }) =>
        json.results[0].booking_items.some((line: { quantity: number }) => line.quantity > 5),
    );
    expect(
      lines.json.results[0].booking_items.some((line: { quantity: number }) => line.quantity > 5),
    ).toBe(true);
    await expectCached(customer.token);
    await ctx.database.db.execute(
      sql`update payment_transactions set payment_status = 'failed' where booking_id = ${booking.id}`,
    );
    const failed = await eventually(
      () => list(customer.token),
      ({ json }) => json.results[0].transaction.payment_status === 'failed',
    );
    expect(failed.json.results[0].transaction.payment_status).toBe('failed');
  });

  it("shows a branch's new name in every customer's bookings", async () => {
    const one = await cachedCustomer();
    const two = await cachedCustomer();
    const branchOf = async (token: string) =>
      (await list(token)).json.results[0].branch.name as string;
    const branch = (await list(one.customer.token)).json.results[0].branch as {
      id: string;
      name: string;
    };
    await ctx.database.db
      .update(branches)
      .set({ name: `${branch.name} (Spintex)` })
      .where(eq(branches.id, branch.id));
    try {
      for (const { customer } of [one, two]) {
        expect(
          await eventually(
            () => branchOf(customer.token),
            (name) => name !== branch.name,
          ),
        ).toBe(`${branch.name} (Spintex)`);
      }
    } finally {
      await ctx.database.db
        .update(branches)
        .set({ name: branch.name })
        .where(eq(branches.id, branch.id));
    }
    expect(
      await eventually(
        () => branchOf(one.customer.token),
        (name) => name === branch.name,
      ),
    ).toBe(branch.name);
  });

  it('does not keep a read that began before a change it may not have seen', async () => {
    const { customer, booking } = await cachedCustomer();
    await setStatusQuietly(booking.id, 'washing'); // the kept page still says pending
    cache().forget(customer.user.id);
    const { misses, refused } = cache().stats;
    let reading: ReturnType<typeof list> | undefined;
    // The read begins (and takes its ticket) while another transaction holds the tables, and is
    // let through only after a change to the booking has been committed and heard.
    const hold = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table branches in access exclusive mode`);
      reading = list(customer.token);
      await eventually(
        async () => cache().stats.misses,
        (n) => n > misses,
      );
      if (testDriver() === 'postgres') {
        // Another connection; the read is blocked behind the lock meanwhile.
        await setStatus(booking.id, 'packaging');
        await eventually(
          async () => cache().holds(customer.user.id),
          (holds) => !holds,
        );
      } else {
        // PGlite has one connection, which this transaction holds: the change is made in it and
        // heard when it commits, before the read's query runs.
        await tx.update(bookings).set({ status: 'packaging' }).where(eq(bookings.id, booking.id));
      }
    });
    await hold;
    const read = await reading!;
    expect(read.json.results[0].status).toBe('packaging');
    expect(cache().stats.refused).toBe(refused + 1);
    // Had it been kept, this change would not show.
    await setStatusQuietly(booking.id, 'completed');
    expect(await statusOf(customer.token, booking.id)).toBe('completed');
  });

  it('reads from the database while the change listener is down, and caches again once it is back', async () => {
    const { customer, booking } = await cachedCustomer();
    if (testDriver() === 'postgres') {
      // The listener's own connection ends, as in a failover or an administrator's kill.
      const result = (await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and query like 'LISTEN "bookings_changed"%'`,
      )) as unknown as { rows: { ended: boolean }[] };
      expect(result.rows).toHaveLength(1);
      const [listener] = result.rows;
      expect(listener.ended).toBe(true);
      expect(
        await eventually(
          async () => cache().serving,
          (serving) => !serving,
        ),
      ).toBe(false);
    } else {
      // PGlite's listener is in-process and never goes down; report it as the pg driver would.
      cache().listenerStatus('down');
    }
    await setStatusQuietly(booking.id, 'washing');
    expect(await statusOf(customer.token, booking.id)).toBe('washing');
    await setStatusQuietly(booking.id, 'packaging');
    expect(await statusOf(customer.token, booking.id)).toBe('packaging');

    if (testDriver() === 'postgres') {
      expect(
        await eventually(
          async () => cache().serving,
          (serving) => serving,
        ),
      ).toBe(true);
      // Listening again: a change made straight in the database is heard.
      await list(customer.token);
      await setStatus(booking.id, 'ready_for_pickup');
      expect(
        await eventually(
          () => statusOf(customer.token, booking.id),
          (s) => s === 'ready_for_pickup',
        ),
      ).toBe('ready_for_pickup');
    } else {
      cache().listenerStatus('up');
    }
    const kept = await list(customer.token);
    await setStatusQuietly(booking.id, 'completed');
    expect((await list(customer.token)).response.body).toBe(kept.response.body);
  });
});

describe('payments settled by the Paystack webhook', () => {
  let paystack: FakePaystack;
  let ctx: TestContext;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await buildTestApp({
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_PUBLIC_KEY: paystack.publicKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  it("show in the customer's list once the settlement is heard", async () => {
    const customer = await createCustomer(ctx);
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', {
      token: customer.token,
      body: { booking: booking.id },
    });
    expect(started.status).toBe(200);
    const { reference } = started.json.data;
    await heard(ctx);
    const paymentStatus = async () =>
      (await call(ctx.app, 'GET', '/api/bookings/', { token: customer.token })).json.results[0]
        .transaction.payment_status as string;
    expect(await paymentStatus()).toBe('pending');
    const hits = ctx.app.live.bookingLists.stats.hits;
    expect(await paymentStatus()).toBe('pending');
    expect(ctx.app.live.bookingLists.stats.hits).toBe(hits + 1);

    paystack.pay(reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: paystack.transactionData(reference),
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/finance/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystackBody(paystack.secretKey, body),
      },
      payload: body,
    });
    expect(hook.json()).toEqual({ detail: 'settled' });
    const deadline = Date.now() + 5_000;
    let status = await paymentStatus();
    while (status !== 'paid' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await paymentStatus();
    }
    expect(status).toBe('paid');
  });
});
