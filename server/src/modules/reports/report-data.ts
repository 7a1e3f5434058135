/**
 * Generated business for the reports' tests and their benchmark (`npm run bench:reports`):
 * customers with an address, bookings made over the last `days` days at every branch and status,
 * one line each from the catalogue, and one transaction each (every method; a tenth refunded a
 * day later, a tenth never paid). Written with set-based SQL so 100,000 bookings take seconds.
 * Deterministic for a given `tag` and size, apart from ids.
 */
import { PAYMENT_METHODS } from '@laundry-accra/domain/payments';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface ReportDataOptions {
  /** Distinguishes this batch's customers and references from any other. */
  tag: string;
  bookings: number;
  customers: number;
  /** Bookings are made within this many days before `until`. */
  days: number;
  until: Date;
}

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const statusArray = textArray(BOOKING_STATUSES);
const methodArray = textArray(PAYMENT_METHODS);

/** Writes the generated business in one transaction. */
export async function generateReportData(db: Db, o: ReportDataOptions): Promise<void> {
  const pattern = `report.${o.tag}.%`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (name, email, password_hash)
      select 'Report Customer ' || g, 'report.' || ${o.tag} || '.' || g || '@example.com', 'x'
      from generate_series(1, ${o.customers}::int) g`);
    await tx.execute(sql`
      insert into addresses (user_id, address_name, address)
      select id, 'Home', 'Nii Sai Rd, East Legon' from users where email like ${pattern}`);
    await tx.execute(sql`drop table if exists report_source`);
    await tx.execute(sql`
      create temp table report_source on commit drop as
      with c as (select u.id as user_id, a.id as address_id, (row_number() over (order by u.id) - 1)::int as n
                 from users u join addresses a on a.user_id = u.id where u.email like ${pattern}),
           br as (select id, (row_number() over (order by name) - 1)::int as n, count(*) over ()::int as total from branches),
           it as (select id, name, price, (row_number() over (order by name) - 1)::int as n, count(*) over ()::int as total from items)
      select gen_random_uuid() as booking_id, g,
             c.user_id, c.address_id, br.id as branch_id, it.id as item_id, it.name as item_name, it.price,
             (1 + g % 4) as quantity, it.price * (1 + g % 4) as total,
             (${statusArray})[1 + g % ${BOOKING_STATUSES.length}::int] as status,
             (${methodArray})[1 + (g / ${BOOKING_STATUSES.length}::int) % ${PAYMENT_METHODS.length}::int] as method,
             ${o.until.toISOString()}::timestamptz - ((g * 7919) % (${o.days}::int * 86400)) * interval '1 second' as created_at
      from generate_series(1, ${o.bookings}::int) g
      join c on c.n = (g * 37) % ${o.customers}::int
      join br on br.n = g % br.total
      join it on it.n = (g * 13) % it.total`);
    await tx.execute(sql`
      insert into bookings (id, user_id, branch_id, pickup_address_id, dropoff_address_id, pickup_date, sub_total, status, created_at, updated_at)
      select booking_id, user_id, branch_id, address_id, address_id, (created_at + interval '1 day')::date, total, status, created_at, created_at
      from report_source`);
    await tx.execute(sql`
      insert into booking_items (booking_id, item_id, item_name, unit_price, quantity, total)
      select booking_id, item_id, item_name, price, quantity, total from report_source`);
    await tx.execute(sql`
      insert into payment_transactions (user_id, booking_id, reference, amount_pesewas, method, payment_status,
                                        paid_at, received_at, refunded_at, created_at)
      -- A transaction still unpaid is an online checkout: counter payments are always received.
      select user_id, booking_id, 'RPT-' || ${o.tag} || '-' || g, (total * 100)::int,
             case when g % 10 = 3 then 'online' else method end,
             case when g % 10 = 3 then 'unpaid' when g % 10 = 0 then 'refunded' else 'paid' end,
             case when g % 10 = 3 then null else created_at + interval '1 hour' end,
             case when method = 'online' or g % 10 = 3 then null else created_at + interval '1 hour' end,
             case when g % 10 = 0 then created_at + interval '1 day' end,
             created_at
      from report_source`);
  });
}
