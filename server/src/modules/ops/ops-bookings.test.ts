/**
 * The orders API as staff use it (sandbox gateway): the table's filters and search, an order's
 * detail, the pipeline (every allowed move, and the 409s and 400 that refuse the others), payments
 * taken at the counter, refunds on cancellation, and two staff pressing the same button at once.
 */
import { and, eq } from 'drizzle-orm';
import { COUNTER_PAYMENT_MESSAGES } from '@laundry-accra/domain/counter-payment';
import { handRefundInstruction } from '@laundry-accra/domain/payments';
import { PAYMENT_STATES } from '@laundry-accra/domain/payment-state';
import { BOOKING_CONFLICTS, CANCEL_REASON_MESSAGE, type BookingStatus } from '@laundry-accra/domain/statuses';
import { bookingEvents, bookings, paymentTransactions, subscriptions, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { addLineOf, createSubscription } from '../../../test/fixtures';
import { movesWhileJobsWait, JOB_MESSAGES } from '@laundry-accra/domain/jobs';
import { offeredStatuses } from '@laundry-accra/domain/handover';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { PAYMENT_ERRORS } from '../finance/finance.service';

let ctx: TestContext;
let here: string;
let there: string;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [here, there] = await branchIds(ctx);
  ama = await createCustomer(ctx, { name: 'Ama Mensah' });
  await ctx.database.db.update(users).set({ phone: '0244123456' }).where(eq(users.id, ama.user.id));
  staff = await createStaff(ctx, 'staff', here);
});
afterAll(() => ctx.close());

const booking = () => createBookingAt(ctx, ama.user.id, here);
const detail = (id: string) => call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: staff.token });
const move = (id: string, body: { status: BookingStatus; version: number; note?: string }) =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, { token: staff.token, body });
const payAtCounter = (id: string, amount: string, method = 'cash') =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, {
    token: staff.token,
    body: { method, amount, ...(method === 'mobile_money' ? { network: 'mtn', payer_phone: '024 412 3456' } : {}) },
  });
const events = (id: string) =>
  ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(bookingEvents.id);

/** Moves a booking along `path` (paying before completing) and returns its last detail. */
async function walk(id: string, path: BookingStatus[], subTotal: string) {
  let current = (await detail(id)).json;
  for (const status of path) {
    if (status === 'completed') current = (await payAtCounter(id, subTotal)).json;
    const answer = await move(id, { status, version: current.version, note: status === 'cancelled' ? 'Customer called' : undefined });
    expect({ status, answer: answer.status }).toEqual({ status, answer: 200 });
    current = answer.json;
  }
  return current;
}

describe('GET /api/ops/bookings/', () => {
  it('lists the branch by pickup date then order number, and finds a booking by number, name, email and phone', async () => {
    const first = await booking();
    const second = await booking();
    await ctx.database.db.update(bookings).set({ pickupDate: '2030-01-10' }).where(eq(bookings.id, second.id));
    const elsewhere = await createBookingAt(ctx, ama.user.id, there);

    const all = await call(ctx.app, 'GET', '/api/ops/bookings/?page_size=100', { token: staff.token });
    expect(all.status).toBe(200);
    const ids = all.json.results.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const row = all.json.results.find((r: { id: string }) => r.id === first.id);
    expect(row).toEqual({
      id: first.id,
      order_number: expect.stringMatching(/^ADM-\d+$/),
      customer: { id: ama.user.id, name: 'Ama Mensah', email: ama.user.email, phone: '0244123456' },
      branch: { id: here, name: expect.any(String) },
      pickup_date: '2030-01-15',
      pickup_window: null,
      pickup_window_end: null,
      status: 'pending',
      handover: 'delivery',
      sub_total: first.subTotal,
      service_speed: 'standard',
      express_fee: '0.00',
      // Made outside checkout, as before pickup fees: no fee, and none to charge.
      pickup_fee: '0.00',
      free_pickup_from_kg: null,
      ready_by: null,
      payment_status: 'unpaid',
      amount_due: first.subTotal,
      total: first.subTotal,
      payment_state: { state: 'unpaid', amount: null },
      item_count: 3,
      quantities: [{ unit: 'piece', quantity: 3 }],
      jobs: [],
      created_at: expect.any(String),
      version: 1,
    });

    const number = row.order_number as string;
    for (const search of [number, number.slice(4), number.toLowerCase()]) {
      const found = await call(ctx.app, 'GET', `/api/ops/bookings/?search=${encodeURIComponent(search)}`, { token: staff.token });
      expect({ search, ids: found.json.results.map((r: { id: string }) => r.id) }).toEqual({ search, ids: [first.id] });
    }
    for (const search of ['ama mens', ama.user.email.toUpperCase(), '244123']) {
      const found = await call(ctx.app, 'GET', `/api/ops/bookings/?search=${encodeURIComponent(search)}`, { token: staff.token });
      expect(found.json.results.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    }
    // Another branch's order, looked up by its number: not found by this branch's staff, found by an admin.
    const admin = await createStaff(ctx, 'admin', null);
    const elsewhereNumber = (await call(ctx.app, 'GET', `/api/ops/bookings/${elsewhere.id}`, { token: admin.token })).json.order_number as string;
    const lookUp = (token: string) => call(ctx.app, 'GET', `/api/ops/bookings/?search=${elsewhereNumber}`, { token });
    expect((await lookUp(staff.token)).json).toMatchObject({ count: 0, results: [] });
    expect((await lookUp(admin.token)).json).toMatchObject({ count: 1, results: [{ id: elsewhere.id, order_number: elsewhereNumber }] });
    const nobody = await call(ctx.app, 'GET', '/api/ops/bookings/?search=Yaw%20Nobody', { token: staff.token });
    expect(nobody.json).toMatchObject({ count: 0, results: [] });
  });

  it('filters by status, payment state and pickup dates, orders and pages', async () => {
    const paid = await booking();
    await ctx.database.db.update(bookings).set({ pickupDate: '2031-06-01' }).where(eq(bookings.id, paid.id));
    expect((await payAtCounter(paid.id, paid.subTotal)).status).toBe(200);
    const unpaid = await booking();
    await ctx.database.db.update(bookings).set({ pickupDate: '2031-06-02', status: 'washing' }).where(eq(bookings.id, unpaid.id));

    const list = async (query: string) =>
      (await call(ctx.app, 'GET', `/api/ops/bookings/?pickup_date_from=2031-06-01&pickup_date_to=2031-06-30&${query}`, { token: staff.token })).json;
    expect((await list('')).results.map((r: { id: string }) => r.id)).toEqual([paid.id, unpaid.id]);
    expect((await list('payment_state=paid')).results.map((r: { id: string }) => r.id)).toEqual([paid.id]);
    expect((await list('status=washing')).results.map((r: { id: string }) => r.id)).toEqual([unpaid.id]);
    expect((await list('ordering=-pickup_date')).results.map((r: { id: string }) => r.id)).toEqual([unpaid.id, paid.id]);
    const page = await list('page_size=1&page=2');
    expect(page).toMatchObject({ count: 2, next: null, previous: expect.any(String), results: [{ id: unpaid.id }] });
    const other = await call(ctx.app, 'GET', `/api/ops/bookings/?branch=${there}&pickup_date_from=2031-06-01`, { token: staff.token });
    expect(other.json.count).toBe(0);
  });
});

describe('the payment filter (decision 085)', () => {
  it('lists an order under the payment state its row shows: paid in part, in full, unpaid, refunded, refund due', async () => {
    const at = async (day: string) => {
      const made = await booking();
      await ctx.database.db.update(bookings).set({ pickupDate: day }).where(eq(bookings.id, made.id));
      return made;
    };
    const unpaid = await at('2032-03-01');
    const full = await at('2032-03-02');
    expect((await payAtCounter(full.id, full.subTotal)).status).toBe(200);
    const part = await at('2032-03-03');
    expect((await payAtCounter(part.id, '10.00')).status).toBe(200);
    const refunded = await at('2032-03-04');
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: refunded.id } });
    const { reference } = started.json.data;
    await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'success' } });
    await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } });
    expect((await move(refunded.id, { status: 'cancelled', version: 1, note: 'Customer cancelled' })).status).toBe(200);
    const handBack = await at('2032-03-05');
    const handBackPaid = await payAtCounter(handBack.id, handBack.subTotal);
    expect((await move(handBack.id, { status: 'cancelled', version: handBackPaid.json.version, note: 'Shop closed' })).status).toBe(200);

    const list = async (query: string) => {
      const answer = await call(ctx.app, 'GET', `/api/ops/bookings/?pickup_date_from=2032-03-01&pickup_date_to=2032-03-31&page_size=100${query}`, { token: staff.token });
      expect(answer.status).toBe(200);
      return answer.json as { count: number; results: { id: string; payment_status: string; payment_state: { state: string } }[] };
    };
    const all = await list('');
    const stateOf = Object.fromEntries(all.results.map((row) => [row.id, row.payment_state.state]));
    expect(stateOf).toEqual({
      [unpaid.id]: 'unpaid',
      [full.id]: 'paid',
      [part.id]: 'balance_due',
      [refunded.id]: 'refunded',
      [handBack.id]: 'refund_due',
    });
    // The part-paid order's last attempt is 'paid': the old filter listed it under Paid.
    expect(all.results.find((row) => row.id === part.id)?.payment_status).toBe('paid');
    // Every state lists exactly the orders whose rows show it, and counts them.
    for (const state of PAYMENT_STATES) {
      const found = await list(`&payment_state=${state}`);
      const expected = all.results.filter((row) => row.payment_state.state === state).map((row) => row.id);
      expect({ state, ids: found.results.map((row) => row.id), count: found.count }).toEqual({ state, ids: expected, count: expected.length });
    }
    // The CSV of the table filters the same way.
    const csv = await call(ctx.app, 'GET', '/api/ops/bookings.csv?pickup_date_from=2032-03-01&pickup_date_to=2032-03-31&payment_state=balance_due', { token: staff.token });
    expect(csv.status).toBe(200);
    expect(csv.response.body.trim().split('\n')).toHaveLength(2);
    expect(csv.response.body).toContain('Balance due');

    const wrong = await call(ctx.app, 'GET', '/api/ops/bookings/?payment_state=settled', { token: staff.token });
    expect(wrong.status).toBe(400);
  });
});

describe('a board row and its jobs', () => {
  it("carries each job's standing, so the board offers what the order screen offers and the server allows", async () => {
    const made = await booking();
    const { lineId } = await addLineOf(ctx, made.id, 'job', 1);
    await ctx.database.db.update(bookings).set({ status: 'picked_up', pickupDate: '2032-04-01' }).where(eq(bookings.id, made.id));
    const row = async () => {
      const answer = await call(ctx.app, 'GET', '/api/ops/bookings/?status=picked_up&pickup_date_from=2032-04-01&pickup_date_to=2032-04-01', { token: staff.token });
      expect(answer.json.results).toHaveLength(1);
      return answer.json.results[0] as OpsBookingRowDto;
    };
    const boardMoves = (r: OpsBookingRowDto) => movesWhileJobsWait(offeredStatuses(r.status, r.handover), r.jobs);

    const toPrice = await row();
    expect(toPrice.jobs).toEqual([{ job_status: 'to_price' }]);
    expect(boardMoves(toPrice)).toEqual((await detail(made.id)).json.next_statuses);
    expect(boardMoves(toPrice)).not.toContain('washing');
    expect((await move(made.id, { status: 'washing', version: toPrice.version })).json.detail).toBe(JOB_MESSAGES.waitForAnswers);

    const priced = await call(ctx.app, 'POST', `/api/ops/bookings/${made.id}/price-jobs`, {
      token: staff.token,
      body: { lines: [{ id: lineId, price: '95.00' }], version: toPrice.version },
    });
    expect(priced.status).toBe(200);
    const awaiting = await row();
    expect(awaiting.jobs).toEqual([{ job_status: 'awaiting_answer' }]);
    expect(boardMoves(awaiting)).not.toContain('washing');

    const answered = await call(ctx.app, 'POST', `/api/bookings/${made.id}/jobs/${lineId}/answer`, { token: ama.token, body: { answer: 'accepted' } });
    expect(answered.status).toBe(200);
    const accepted = await row();
    expect(accepted.jobs).toEqual([{ job_status: 'accepted' }]);
    expect(boardMoves(accepted)).toContain('washing');
    expect(boardMoves(accepted)).toEqual((await detail(made.id)).json.next_statuses);
    expect((await move(made.id, { status: 'washing', version: accepted.version })).status).toBe(200);
  });
});

describe('GET /api/ops/bookings/{id}', () => {
  it('shows the items, addresses, payment, timeline and the next statuses', async () => {
    const made = await booking();
    const { status, json } = await detail(made.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: made.id,
      items: [expect.objectContaining({ quantity: expect.any(Number) }), expect.anything()],
      pickup_address: { address_name: 'Home', address: '12 Nii Sai Rd, East Legon' },
      dropoff_address: { address_name: 'Home' },
      transaction: { payment_status: 'unpaid', method: null, amount: made.subTotal, received_by: null },
      events: [{ from_status: null, to_status: 'pending', actor: { id: ama.user.id, name: 'Ama Mensah' }, note: null }],
      next_statuses: ['picked_up', 'cancelled'],
    });
  });

  it('answers 404 for another branch\'s booking and for an unknown one', async () => {
    const elsewhere = await createBookingAt(ctx, ama.user.id, there);
    expect((await detail(elsewhere.id)).status).toBe(404);
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the pipeline', () => {
  it.each<[string, BookingStatus[]]>([
    ['to pickup at the counter', ['picked_up', 'washing', 'packaging', 'ready_for_pickup', 'completed']],
    ['to delivery', ['picked_up', 'washing', 'packaging', 'ready_for_delivery', 'completed']],
    ['cancelled before pickup', ['cancelled']],
    ['cancelled once picked up', ['picked_up', 'cancelled']],
  ])('takes every allowed move (%s), one event per move, each by the staff member', async (_, path) => {
    const made = await booking();
    // 'Ready for Pickup' is the move of an order its customer collects at the branch (decision 072).
    if (path.includes('ready_for_pickup')) {
      await ctx.database.db.update(bookings).set({ handover: 'collection', dropoffAddressId: null }).where(eq(bookings.id, made.id));
    }
    const last = await walk(made.id, path, made.subTotal);
    expect(last.status).toBe(path[path.length - 1]);
    expect(last.next_statuses).toEqual([]);
    const rows = await events(made.id);
    expect(rows.map((e) => [e.fromStatus, e.toStatus])).toEqual(
      (['pending', ...path] as BookingStatus[]).map((to, i, all) => [i === 0 ? null : all[i - 1], to]),
    );
    expect(rows.slice(1).every((e) => e.actorId === staff.user.id)).toBe(true);
    expect(last.events).toHaveLength(path.length + 1);
    expect(last.events[path.length].actor).toEqual({ id: staff.user.id, name: staff.user.name });
  });

  it('refuses a move the pipeline does not allow with a sentence naming both statuses', async () => {
    const made = await booking();
    const washing = await walk(made.id, ['picked_up', 'washing'], made.subTotal);
    await payAtCounter(made.id, made.subTotal);
    const answer = await move(made.id, { status: 'completed', version: washing.version + 1 });
    expect(answer).toMatchObject({ status: 409, json: { detail: 'A booking that is washing cannot become completed.' } });
    const cancel = await move(made.id, { status: 'cancelled', version: washing.version + 1, note: 'Too late' });
    expect(cancel.json).toEqual({ detail: 'A booking that is washing cannot become cancelled.' });
    expect(await events(made.id)).toHaveLength(3);
  });

  it('refuses a stale version, completing unpaid, and cancelling without a reason', async () => {
    const made = await booking();
    const stale = await move(made.id, { status: 'picked_up', version: 2 });
    expect(stale).toMatchObject({ status: 409, json: { detail: BOOKING_CONFLICTS.changedByOthers } });

    const ready = await walk(made.id, ['picked_up', 'washing', 'packaging', 'ready_for_delivery'], made.subTotal);
    const unpaid = await move(made.id, { status: 'completed', version: ready.version });
    expect(unpaid).toMatchObject({ status: 409, json: { detail: BOOKING_CONFLICTS.unpaid } });

    const other = await booking();
    for (const note of [undefined, '   ']) {
      const noReason = await move(other.id, { status: 'cancelled', version: 1, note });
      expect(noReason).toMatchObject({ status: 400, json: { note: [CANCEL_REASON_MESSAGE] } });
    }
    expect((await detail(other.id)).json).toMatchObject({ status: 'pending', version: 1 });
  });

  it('keeps a cancellation\'s reason on its event', async () => {
    const made = await booking();
    const cancelled = await move(made.id, { status: 'cancelled', version: 1, note: '  Customer travelled  ' });
    expect(cancelled.json.events[1]).toMatchObject({ from_status: 'pending', to_status: 'cancelled', note: 'Customer travelled' });
  });
});

describe('payments at the counter', () => {
  it('marks the booking paid with the method, who took it and when; a second payment is refused', async () => {
    const made = await booking();
    // More than is owed by mobile money is refused (decision 074); part of it would be taken.
    const wrong = await payAtCounter(made.id, '100000.00', 'mobile_money');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ amount: [COUNTER_PAYMENT_MESSAGES.overOwed(made.subTotal)] });

    const paid = await payAtCounter(made.id, made.subTotal, 'mobile_money');
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({
      payment_status: 'paid',
      version: 2,
      transaction: {
        payment_status: 'paid',
        method: 'mobile_money',
        amount: made.subTotal,
        paid_at: expect.any(String),
        received_by: { id: staff.user.id, name: staff.user.name },
      },
    });
    const again = await payAtCounter(made.id, made.subTotal);
    expect(again).toMatchObject({ status: 409, json: { detail: PAYMENT_ERRORS.bookingPaid } });
    const rows = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, made.id));
    expect(rows.filter((r) => r.paymentStatus === 'paid')).toHaveLength(1);
  });

  it('refuses a booking already paid online', async () => {
    const made = await booking();
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: made.id } });
    const { reference } = started.json.data;
    await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'success' } });
    expect((await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } })).status).toBe(200);
    expect(await payAtCounter(made.id, made.subTotal)).toMatchObject({ status: 409, json: { detail: PAYMENT_ERRORS.bookingPaid } });
  });

  it('activates a subscription as an online payment does, once', async () => {
    const subscription = await createSubscription(ctx, ama.user.id);
    const url = `/api/ops/subscriptions/${subscription.id}/payments`;
    const paid = await call(ctx.app, 'POST', url, { token: staff.token, body: { method: 'card_terminal', amount: subscription.price, reference: 'TERM-778' } });
    expect(paid).toMatchObject({ status: 200, json: { id: subscription.id, status: 'active' } });
    const [row] = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.subscriptionId, subscription.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', method: 'card_terminal', receivedBy: staff.user.id, counterReference: 'TERM-778' });
    const again = await call(ctx.app, 'POST', url, { token: staff.token, body: { method: 'cash', amount: subscription.price } });
    expect(again).toMatchObject({ status: 409, json: { detail: PAYMENT_ERRORS.subscriptionActive } });
  });
});

describe('refunds on cancellation (sandbox gateway)', () => {
  it('refunds a booking paid online at once', async () => {
    const made = await booking();
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: made.id } });
    const { reference } = started.json.data;
    await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'success' } });
    await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } });

    const cancelled = await move(made.id, { status: 'cancelled', version: 1, note: 'Customer cancelled' });
    expect(cancelled).toMatchObject({
      status: 200,
      json: { status: 'cancelled', payment_status: 'refunded', transaction: { payment_status: 'refunded', refund_error: null, reference } },
    });
  });

  it('asks staff to hand back a counter payment', async () => {
    const made = await booking();
    const paid = await payAtCounter(made.id, made.subTotal);
    const cancelled = await move(made.id, { status: 'cancelled', version: paid.json.version, note: 'Shop closed' });
    expect(cancelled.json.transaction).toMatchObject({
      payment_status: 'refund_due',
      method: 'cash',
      refund_instruction: handRefundInstruction(made.subTotal, 'cash'),
    });
    expect((await call(ctx.app, 'POST', `/api/ops/bookings/${made.id}/refund`, { token: staff.token })).status).toBe(409);
  });
});

describe('two staff at once', () => {
  it('lets exactly one of two status changes with the same version through, with one event', async () => {
    const made = await booking();
    const answers = await Promise.all([
      move(made.id, { status: 'picked_up', version: 1 }),
      move(made.id, { status: 'cancelled', version: 1, note: 'Customer called' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json).toEqual({ detail: BOOKING_CONFLICTS.changedByOthers });
    expect(await events(made.id)).toHaveLength(2);
    expect((await detail(made.id)).json.version).toBe(2);
  });

  it('records exactly one of two counter payments', async () => {
    const made = await booking();
    const answers = await Promise.all([payAtCounter(made.id, made.subTotal), payAtCounter(made.id, made.subTotal, 'mobile_money')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const paid = await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.bookingId, made.id), eq(paymentTransactions.paymentStatus, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('activates a subscription once when two counter payments race', async () => {
    const subscription = await createSubscription(ctx, ama.user.id);
    const pay = () =>
      call(ctx.app, 'POST', `/api/ops/subscriptions/${subscription.id}/payments`, { token: staff.token, body: { method: 'cash', amount: subscription.price } });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row.status).toBe('active');
  });
});
