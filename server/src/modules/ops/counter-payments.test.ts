/**
 * Money taken at the counter as it comes (decision 074): any part of what is owed, several
 * payments per order, cash beyond what is owed giving change, mobile money with its network and
 * the payer's number, overpayment by mobile money or card refused with the server's message on
 * `amount`; two staff recording at once never together exceed what is owed; and what the day's
 * "Unpaid" figure and the takings report make of it.
 */
import { and, eq } from 'drizzle-orm';
import { COUNTER_PAYMENT_MESSAGES } from '@laundry-accra/domain/counter-payment';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { handRefundInstruction } from '@laundry-accra/domain/payments';
import { auditLog, bookings, outboxEmails, paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

let ctx: TestContext;
let here: string;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [here] = await branchIds(ctx);
  ama = await createCustomer(ctx, { name: 'Ama Mensah' });
  staff = await createStaff(ctx, 'staff', here);
});
afterAll(() => ctx.close());

/** An order of GHC 67.50 at the staff member's branch. */
async function orderOf675(): Promise<string> {
  const made = await createBookingAt(ctx, ama.user.id, here);
  await ctx.database.db.update(bookings).set({ subTotal: '67.50' }).where(eq(bookings.id, made.id));
  return made.id;
}

type Payment = {
  method: string;
  amount: string;
  network?: string;
  payer_phone?: string;
  reference?: string;
};
const pay = (id: string, body: Payment) =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, { token: staff.token, body });
const momo = (amount: string, network = 'mtn'): Payment => ({
  method: 'mobile_money',
  amount,
  network,
  payer_phone: '024 412 3456',
});
const paidRows = (id: string) =>
  ctx.database.db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.bookingId, id), eq(paymentTransactions.paymentStatus, 'paid')),
    )
    .orderBy(paymentTransactions.receivedAt);
const summary = () => call(ctx.app, 'GET', '/api/ops/summary/', { token: staff.token });

describe('a split counter payment', () => {
  it('takes cash, then mobile money, then cash with change, each recorded with its receipt and audit row', async () => {
    const id = await orderOf675();

    const first = await pay(id, { method: 'cash', amount: '40' });
    expect(first.status).toBe(200);
    expect(first.json.payment_state).toEqual({ state: 'balance_due', amount: '27.50' });

    const second = await pay(id, { ...momo('20.00', 'telecel'), reference: 'MP2611.1234' });
    expect(second.status).toBe(200);
    expect(second.json.payment_state).toEqual({ state: 'balance_due', amount: '7.50' });

    const third = await pay(id, { method: 'cash', amount: '10.00' });
    expect(third.status).toBe(200);
    expect(third.json).toMatchObject({
      payment_status: 'paid',
      payment_state: { state: 'paid', amount: null },
    });
    expect(third.json.payments).toEqual([
      expect.objectContaining({
        method: 'cash',
        amount: '40.00',
        tendered: null,
        change: null,
        network: null,
      }),
      expect.objectContaining({
        method: 'mobile_money',
        amount: '20.00',
        network: 'telecel',
        payer_phone: '+233244123456',
        reference: 'MP2611.1234',
        received_by: { id: staff.user.id, name: staff.user.name },
      }),
      expect.objectContaining({
        method: 'cash',
        amount: '7.50',
        tendered: '10.00',
        change: '2.50',
      }),
    ]);

    const rows = await paidRows(id);
    expect(
      rows.map((r) => [
        r.method,
        r.amountPesewas,
        r.tenderedPesewas,
        r.changePesewas,
        r.mobileMoneyNetwork,
      ]),
    ).toEqual([
      ['cash', 4000, null, null, null],
      ['mobile_money', 2000, null, null, 'telecel'],
      ['cash', 750, 1000, 250, null],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.payment')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.after)).toEqual([
      expect.objectContaining({ method: 'cash', amount: '40.00' }),
      expect.objectContaining({
        method: 'mobile_money',
        amount: '20.00',
        network: 'telecel',
        payer_phone: '+233244123456',
      }),
      expect.objectContaining({
        method: 'cash',
        amount: '7.50',
        tendered: '10.00',
        change: '2.50',
      }),
    ]);
    const receipts = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.bookingId, id),
          eq(outboxEmails.kind, 'payment_received'),
          eq(outboxEmails.channel, 'email'),
        ),
      );
    expect(receipts).toHaveLength(3);

    // Paid in full: nothing more is taken.
    expect((await pay(id, { method: 'cash', amount: '1.00' })).status).toBe(409);
  });

  it('refuses mobile money or card beyond what is owed, with the message on the amount, and records nothing', async () => {
    const id = await orderOf675();
    for (const body of [momo('67.51'), { method: 'card_terminal', amount: '100.00' }]) {
      const refused = await pay(id, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ amount: [COUNTER_PAYMENT_MESSAGES.overOwed('67.50')] });
      expect(refused.json.amount[0]).toMatch(
        /^The amount can be at most GHC\s67\.50, what is still owed\. Only cash can be more: the change is given back\.$/,
      );
    }
    expect((await pay(id, { method: 'cash', amount: '50.00' })).status).toBe(200);
    expect((await pay(id, momo('20.00'))).json).toEqual({
      amount: [COUNTER_PAYMENT_MESSAGES.overOwed('17.50')],
    });
    expect(await paidRows(id)).toHaveLength(1);
  });

  it('needs the network and the payer’s Ghana mobile number for mobile money, and a positive amount', async () => {
    const id = await orderOf675();
    expect((await pay(id, { method: 'mobile_money', amount: '10.00' })).json).toEqual({
      network: [COUNTER_PAYMENT_MESSAGES.network],
      payer_phone: [COUNTER_PAYMENT_MESSAGES.payer_phone],
    });
    expect((await pay(id, { ...momo('10.00'), payer_phone: '0301234567' })).json).toEqual({
      payer_phone: [COUNTER_PAYMENT_MESSAGES.payer_phone],
    });
    expect((await pay(id, momo('10.00', 'vodafone'))).json).toEqual({
      network: [COUNTER_PAYMENT_MESSAGES.network],
    });
    for (const amount of ['0', '0.00', '-5.00', '10.555', 'ten']) {
      expect((await pay(id, { method: 'cash', amount })).json).toEqual({
        amount: [COUNTER_PAYMENT_MESSAGES.amount],
      });
    }
    expect(await paidRows(id)).toHaveLength(0);
  });
  it('asks staff to hand back each part of an order paid in parts when it is cancelled', async () => {
    const id = await orderOf675();
    await pay(id, { method: 'cash', amount: '40.00' });
    const paid = await pay(id, momo('27.50'));
    const cancelled = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
      token: staff.token,
      body: { status: 'cancelled', version: paid.json.version, note: 'Customer travelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.transaction.refund_instruction).toBe(
      `${handRefundInstruction('40.00', 'cash')}. ${handRefundInstruction('27.50', 'mobile_money')}`,
    );
    expect(
      cancelled.json.payments.map((p: { payment_status: string }) => p.payment_status),
    ).toEqual(['refund_due', 'refund_due']);
  });
});

describe('two staff recording at once', () => {
  it('never take more by mobile money than is owed: the second is held to what the first left', async () => {
    const id = await orderOf675();
    const answers = await Promise.all([
      pay(id, momo('40.00')),
      pay(id, momo('40.00', 'airteltigo')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.json).toEqual({
      amount: [COUNTER_PAYMENT_MESSAGES.overOwed('27.50')],
    });
    expect((await paidRows(id)).map((r) => r.amountPesewas)).toEqual([4000]);
  });

  it('count cash beyond what the other left as change', async () => {
    const id = await orderOf675();
    const answers = await Promise.all([
      pay(id, { method: 'cash', amount: '40.00' }),
      pay(id, { method: 'cash', amount: '40.00' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await paidRows(id);
    expect(rows.reduce((sum, r) => sum + r.amountPesewas, 0)).toBe(6750);
    expect(rows.map((r) => r.changePesewas).sort()).toEqual([1250, null]);
  });
});

describe('what the figures make of it', () => {
  it("counts a part-paid order in the day's Unpaid figure at its balance", async () => {
    const before = (await summary()).json.unpaid;
    const id = await orderOf675();
    const added = (await summary()).json.unpaid;
    expect(added.count).toBe(before.count + 1);
    expect(Number(added.total)).toBeCloseTo(Number(before.total) + 67.5, 2);

    await pay(id, { method: 'cash', amount: '40.00' });
    const partPaid = (await summary()).json.unpaid;
    expect(partPaid.count).toBe(before.count + 1);
    expect(Number(partPaid.total)).toBeCloseTo(Number(before.total) + 27.5, 2);

    await pay(id, momo('27.50'));
    const paid = (await summary()).json.unpaid;
    expect(paid).toEqual(before);
  });

  it('reports the takings by method and mobile money by network, cash without its change, in JSON and CSV', async () => {
    const today = todayInAccra();
    const query = `?from=${today}&to=${today}&branch=${here}`;
    const takings = () =>
      call(ctx.app, 'GET', `/api/ops/reports/takings/${query}`, { token: staff.token });
    const before = (await takings()).json.totals;
    const id = await orderOf675();
    await pay(id, momo('20.00', 'mtn'));
    await pay(id, momo('7.50', 'airteltigo'));
    await pay(id, { method: 'cash', amount: '50.00' });
    const after = (await takings()).json.totals;
    const grew = (key: string) => Number(after[key]) - Number(before[key]);
    expect(grew('cash')).toBeCloseTo(40, 2);
    expect(grew('mobile_money')).toBeCloseTo(27.5, 2);
    expect(grew('mobile_money_mtn')).toBeCloseTo(20, 2);
    expect(grew('mobile_money_airteltigo')).toBeCloseTo(7.5, 2);
    expect(grew('mobile_money_telecel')).toBeCloseTo(0, 2);
    expect(grew('net')).toBeCloseTo(67.5, 2);

    const csv = await call(ctx.app, 'GET', `/api/ops/reports/takings.csv${query}`, {
      token: staff.token,
    });
    const [header, , totals] = csv.response.body.trim().split('\n');
    expect(header).toBe(
      'period,online,cash,mobile_money,mobile_money_mtn,mobile_money_telecel,mobile_money_airteltigo,card_terminal,refunds,net',
    );
    expect(totals.split(',')).toEqual([
      'total',
      ...header
        .split(',')
        .slice(1)
        .map((key) => after[key]),
    ]);
  });
});
