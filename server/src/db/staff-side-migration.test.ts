/**
 * Migration 0005 (the staff side) on a database that already has bookings: they get order numbers
 * in the order they were made and a first history event, and bookings made afterwards carry on
 * from there, with their first event written in the checkout's own transaction.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './client';
import { addresses, bookingEvents, bookings, branches, users } from './schema';
import { migrateFrom, migrationsBefore, openEmptyDatabase, rowsOf } from '../../test/migration-steps';

const STAFF_SIDE = '0005_staff_side';

let database: Database;
let drop: () => Promise<void>;
let before: string;

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  before = migrationsBefore(STAFF_SIDE);
});

afterAll(async () => {
  await drop();
  fs.rmSync(before, { recursive: true, force: true });
});

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(database, query);

/** Inserts a booking as checkout does (naming no order number), made at `createdAt`. */
async function book(
  ids: { user: string; address: string; branch: string },
  createdAt: string,
  status = 'pending',
) {
  const [row] = await rows<{ id: string }>(sql`
    insert into bookings (user_id, branch_id, pickup_address_id, dropoff_address_id, pickup_date, sub_total, status, created_at)
    values (${ids.user}, ${ids.branch}, ${ids.address}, ${ids.address}, '2026-03-02', '45.00', ${status}, ${createdAt})
    returning id`);
  return row.id;
}

it('numbers existing bookings in the order they were made, gives each a first event, and carries on', async () => {
  await migrateFrom(database, before);
  // The branch as the seed of that time wrote it (today's seed writes columns that came later).
  await database.db.execute(sql`insert into branches (name, address) values ('East Legon', 'Nii Sai Rd, East Legon, Accra')`);
  const [branch] = await rows<{ id: string }>(sql`select id from branches order by name limit 1`);
  const [user] = await rows<{ id: string }>(
    sql`insert into users (name, email, password_hash) values ('Ama Mensah', 'ama@example.com', 'x') returning id`,
  );
  const [address] = await rows<{ id: string }>(
    sql`insert into addresses (user_id, address_name, address) values (${user.id}, 'Home', 'Nii Sai Rd') returning id`,
  );
  const ids = { user: user.id, address: address.id, branch: branch.id };
  // Stored out of order: the second-made booking is inserted first.
  const second = await book(ids, '2026-02-02T10:00:00Z', 'washing');
  const first = await book(ids, '2026-02-01T10:00:00Z');
  const third = await book(ids, '2026-02-03T10:00:00Z', 'completed');

  await migrateFrom(database, MIGRATIONS_DIR);

  const numbered = await database.db
    .select({ id: bookings.id, orderNumber: bookings.orderNumber, version: bookings.version })
    .from(bookings)
    .orderBy(asc(bookings.orderNumber));
  expect(numbered).toEqual([
    { id: first, orderNumber: 10001, version: 1 },
    { id: second, orderNumber: 10002, version: 1 },
    { id: third, orderNumber: 10003, version: 1 },
  ]);
  const history = await database.db
    .select({
      bookingId: bookingEvents.bookingId,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorId: bookingEvents.actorId,
    })
    .from(bookingEvents)
    .orderBy(asc(bookingEvents.id));
  expect(history).toEqual([
    { bookingId: first, fromStatus: null, toStatus: 'pending', actorId: null },
    { bookingId: second, fromStatus: null, toStatus: 'washing', actorId: null },
    { bookingId: third, fromStatus: null, toStatus: 'completed', actorId: null },
  ]);

  // Existing accounts are customers of no particular branch, still active.
  const [account] = await database.db.select().from(users).where(eq(users.id, user.id));
  expect(account).toMatchObject({ role: 'customer', branchId: null, isActive: true, phone: null });

  // A booking made now (checkout names no number) takes the next one, and its history starts
  // with the customer's checkout.
  const [made] = await database.db
    .insert(bookings)
    .values({
      userId: user.id,
      branchId: branch.id,
      pickupAddressId: address.id,
      dropoffAddressId: address.id,
      pickupDate: '2026-03-03',
      subTotal: '20.00',
    })
    .returning({ id: bookings.id, orderNumber: bookings.orderNumber });
  expect(made.orderNumber).toBe(10004);
  const events = await database.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, made.id));
  expect(events).toMatchObject([
    { fromStatus: null, toStatus: 'pending', actorId: user.id, note: null },
  ]);

  // A number is never handed out again, even after its booking is deleted.
  await database.db.delete(bookings).where(eq(bookings.id, made.id));
  const [next] = await database.db
    .insert(bookings)
    .values({
      userId: user.id,
      branchId: branch.id,
      pickupAddressId: address.id,
      dropoffAddressId: address.id,
      pickupDate: '2026-03-03',
      subTotal: '20.00',
    })
    .returning({ orderNumber: bookings.orderNumber });
  expect(next.orderNumber).toBe(10005);
});

it('refuses a role it does not know, and a branch on a customer', async () => {
  const [branch] = await database.db.select({ id: branches.id }).from(branches).limit(1);
  const insert = (values: Partial<typeof users.$inferInsert>) =>
    database.db.insert(users).values({
      name: 'Kofi',
      email: `k${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'x',
      ...values,
    } as typeof users.$inferInsert);
  await expect(insert({ role: 'owner' as never })).rejects.toThrow();
  await expect(insert({ role: 'customer', branchId: branch.id })).rejects.toThrow();
  await expect(insert({ role: 'staff', branchId: branch.id })).resolves.toBeDefined();
});

it('announces each new event with its booking, branch and statuses when the transaction commits', async () => {
  const heard: string[] = [];
  const stop = await database.listen(
    ['booking_events'],
    (_channel, payload) => heard.push(payload),
    () => {},
  );
  try {
    const [owner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ama@example.com'));
    const [address] = await database.db.select({ id: addresses.id }).from(addresses).limit(1);
    const [branch] = await database.db.select({ id: branches.id }).from(branches).limit(1);
    const [made] = await database.db
      .insert(bookings)
      .values({
        userId: owner.id,
        branchId: branch.id,
        pickupAddressId: address.id,
        dropoffAddressId: address.id,
        pickupDate: '2026-03-04',
        subTotal: '20.00',
      })
      .returning({ id: bookings.id });
    await database.db
      .insert(bookingEvents)
      .values({ bookingId: made.id, fromStatus: 'pending', toStatus: 'picked_up' });
    const deadline = Date.now() + 5_000;
    while (heard.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Since migration 0010 the payload also names the customer and the time (the customer's stream).
    const also = { customer: owner.id, at: expect.any(String) };
    expect(heard.map((payload) => JSON.parse(payload))).toEqual([
      { id: expect.any(Number), booking: made.id, branch: branch.id, from: null, to: 'pending', ...also },
      {
        id: expect.any(Number),
        booking: made.id,
        branch: branch.id,
        from: 'pending',
        to: 'picked_up',
        ...also,
      },
    ]);
  } finally {
    await stop();
  }
});
