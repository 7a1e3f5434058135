/**
 * Migration 0023 (delivery or collection, decision 072) on a database that already has bookings:
 * every one becomes a delivery with its dropoff address, fee and total as they were, and keeps
 * the fee it was charged as the fee it was made under; a collection can have no dropoff address.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './client';
import { bookings } from './schema';
import {
  migrateFrom,
  migrationsBefore,
  openEmptyDatabase,
  rowsOf,
} from '../../test/migration-steps';

let database: Database;
let drop: () => Promise<void>;
let before: string;

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  before = migrationsBefore('0023_delivery_choice');
});

afterAll(async () => {
  await drop();
  fs.rmSync(before, { recursive: true, force: true });
});

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(database, query);

it('makes every booking already made a delivery at the price it was made at', async () => {
  await migrateFrom(database, before);
  const [branch] = await rows<{ id: string }>(
    sql`insert into branches (name, address) values ('Osu', 'La Crescent, Osu') returning id`,
  );
  const [user] = await rows<{ id: string }>(
    sql`insert into users (name, email, password_hash) values ('Ama Mensah', 'ama@example.com', 'x') returning id`,
  );
  const [address] = await rows<{ id: string }>(
    sql`insert into addresses (user_id, address_name, address) values (${user.id}, 'Home', 'Oxford St') returning id`,
  );
  const book = async (pickupFee: string, freeFromKg: number | null) =>
    (
      await rows<{ id: string }>(sql`
        insert into bookings (user_id, branch_id, pickup_address_id, dropoff_address_id, pickup_date, sub_total, pickup_fee, free_pickup_from_kg)
        values (${user.id}, ${branch.id}, ${address.id}, ${address.id}, '2026-11-02', '45.00', ${pickupFee}, ${freeFromKg})
        returning id`)
    )[0].id;
  const charged = await book('10.00', 5);
  const free = await book('0.00', 5);
  const beforeFees = await rows<{ id: string; pickup_fee: string }>(
    sql`select id, pickup_fee from bookings order by id`,
  );

  await migrateFrom(database, MIGRATIONS_DIR);

  const after = async (id: string) =>
    (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  expect(await after(charged)).toMatchObject({
    handover: 'delivery',
    dropoffAddressId: address.id,
    pickupFee: '10.00',
    subTotal: '45.00',
    pickupTermsFee: '10.00',
  });
  expect(await after(free)).toMatchObject({
    handover: 'delivery',
    dropoffAddressId: address.id,
    pickupFee: '0.00',
    pickupTermsFee: null,
  });
  expect(
    await rows<{ id: string; pickup_fee: string }>(
      sql`select id, pickup_fee from bookings order by id`,
    ),
  ).toEqual(beforeFees);

  // The choice and the dropoff address always agree.
  const set = (values: Partial<typeof bookings.$inferInsert>) =>
    database.db.update(bookings).set(values).where(eq(bookings.id, charged));
  await expect(set({ handover: 'collection' })).rejects.toThrow();
  await expect(set({ dropoffAddressId: null })).rejects.toThrow();
  await expect(set({ handover: 'teleport' as never, dropoffAddressId: null })).rejects.toThrow();
  await expect(set({ handover: 'collection', dropoffAddressId: null })).resolves.toBeDefined();
});
