/**
 * Generated business for the reports' tests and their benchmark (`npm run bench:reports`):
 * customers with an address, bookings made over the last `days` days at every branch and status,
 * one line each from the catalogue, and their payments as the counter and the gateway record them:
 * every method; mobile money at the counter by network (MTN most, some older payments with none),
 * cash sometimes with change given, online sometimes charged to a wallet (decision 076); one
 * counter-paid order in seven paid in two parts, the second part by another method a little later
 * (decision 074); a tenth refunded a day later, a tenth never paid. With `partialRefunds`, one
 * online payment in twenty also gave part back a day later (weighed less), which the tests' direct
 * sums of whole refunds leave out. Written with set-based SQL so 100,000 bookings take seconds.
 * Deterministic for a given `tag` and size, apart from ids.
 */
import { PAYMENT_METHODS } from '@laundry-accra/domain/payments';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { MOBILE_MONEY_NETWORKS } from '@laundry-accra/domain/counter-payment';
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
  /** Also write parts of payments given back after weighing (partial_refunds). */
  partialRefunds?: boolean;
}

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const statusArray = textArray(BOOKING_STATUSES);
const methodArray = textArray(PAYMENT_METHODS);
// MTN carries most of Ghana's mobile money: six in ten, then Telecel, then AirtelTigo.
const networkArray = textArray([...Array(6).fill(MOBILE_MONEY_NETWORKS[0]), ...Array(3).fill(MOBILE_MONEY_NETWORKS[1]), MOBILE_MONEY_NETWORKS[2]]);

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
      -- Not g % branches: with eight statuses every branch would see only half of them.
      join br on br.n = (g / 3) % br.total
      join it on it.n = (g * 13) % it.total`);
    await tx.execute(sql`
      insert into bookings (id, user_id, branch_id, pickup_address_id, dropoff_address_id, pickup_date, sub_total, status, created_at, updated_at)
      select booking_id, user_id, branch_id, address_id, address_id, (created_at + interval '1 day')::date, total, status, created_at, created_at
      from report_source`);
    await tx.execute(sql`
      insert into booking_items (booking_id, item_id, item_name, unit_price, quantity, total)
      select booking_id, item_id, item_name, price, quantity, total from report_source`);
    // One payment per booking; a counter-paid order in seven (never an unpaid or refunded one)
    // takes three fifths first and the rest in a second payment (below).
    await tx.execute(sql`
      create temp table report_payments on commit drop as
      select s.*, (s.total * 100)::int as pesewas,
             s.method <> 'online' and s.g % 7 = 2 and s.g % 10 not in (0, 3) as in_parts
      from report_source s`);
    // Statistics for the temporary table, so the join below is planned as a hash join.
    await tx.execute(sql`analyze report_payments`);
    await tx.execute(sql`
      insert into payment_transactions (user_id, booking_id, reference, amount_pesewas, method, payment_status,
                                        paid_at, received_at, refunded_at, mobile_money_network, tendered_pesewas,
                                        change_pesewas, channel, created_at)
      -- A transaction still unpaid is an online checkout: counter payments are always received.
      select user_id, booking_id, 'RPT-' || ${o.tag} || '-' || g, amount,
             case when g % 10 = 3 then 'online' else method end,
             case when g % 10 = 3 then 'unpaid' when g % 10 = 0 then 'refunded' else 'paid' end,
             case when g % 10 = 3 then null else created_at + interval '1 hour' end,
             case when method = 'online' or g % 10 = 3 then null else created_at + interval '1 hour' end,
             case when g % 10 = 0 then created_at + interval '1 day' end,
             -- Mobile money at the counter names its network; one in eleven is older and does not.
             case when method = 'mobile_money' and g % 10 <> 3 and g % 11 <> 5 then (${networkArray})[1 + (g / 5) % 10] end,
             -- Cash handed over in a round sum: what counted plus the change.
             case when method = 'cash' and g % 10 <> 3 and g % 2 = 1 then amount + 500 - amount % 500 end,
             case when method = 'cash' and g % 10 <> 3 and g % 2 = 1 then 500 - amount % 500 end,
             case when method = 'online' and g % 10 <> 3 and g % 3 = 1 then 'mobile_money' end,
             created_at
      from (select *, case when in_parts then pesewas * 3 / 5 else pesewas end as amount from report_payments) p`);
    // The rest of an order paid in parts, twenty minutes later by another counter method.
    await tx.execute(sql`
      insert into payment_transactions (user_id, booking_id, reference, amount_pesewas, method, payment_status,
                                        paid_at, received_at, mobile_money_network, created_at)
      select user_id, booking_id, 'RPT-' || ${o.tag} || '-' || g || '-2', pesewas - pesewas * 3 / 5, second,
             'paid', created_at + interval '80 minutes', created_at + interval '80 minutes',
             case when second = 'mobile_money' then (${networkArray})[1 + (g / 5) % 10] end,
             created_at + interval '80 minutes'
      from (select *, case when method = 'mobile_money' then 'cash' else 'mobile_money' end as second
            from report_payments where in_parts) p`);
    if (o.partialRefunds) {
      // Statistics for the transactions just written, so they are hash-joined, not scanned per row.
      await tx.execute(sql`analyze payment_transactions`);
      // A per-kg order paid online on its estimate that weighed less: a fifth given back a day later.
      await tx.execute(sql`
        insert into partial_refunds (payment_transaction_id, booking_id, amount_pesewas, status, refunded_at, created_at)
        select t.id, t.booking_id, greatest(1, t.amount_pesewas / 5), 'refunded', t.paid_at + interval '1 day', t.paid_at + interval '1 day'
        from payment_transactions t join report_payments p on p.booking_id = t.booking_id
        where t.method = 'online' and t.payment_status = 'paid' and p.g % 20 = 11`);
    }
  });
}
