/**
 * Moving an order back one step (POST /api/ops/bookings/{id}/move-back): staff their own step for
 * ten minutes, admins any step; the reason in the timeline and the audit; the undone step's
 * messages withdrawn when not sent, a correction when the customer was told; one result when two
 * staff press it at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  BOOKING_CONFLICTS,
  MOVE_BACK_MESSAGES,
  type BookingStatus,
} from '@laundry-accra/domain/statuses';
import { auditLog, bookingEvents, outboxEmails, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { WITHDRAWN } from '../notifications/notifications.repository';

let ctx: TestContext;
let here: string;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let kofi: Awaited<ReturnType<typeof createStaff>>;
let esi: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [here] = await branchIds(ctx);
  ama = await createCustomer(ctx, { name: 'Ama Mensah' });
  await ctx.database.db
    .update(users)
    .set({ phone: '0244123456', smsNotifications: true })
    .where(eq(users.id, ama.user.id));
  kofi = await createStaff(ctx, 'staff', here);
  esi = await createStaff(ctx, 'staff', here);
  admin = await createStaff(ctx, 'admin', null);
});
afterAll(() => ctx.close());

type Caller = { token: string };
const detail = (id: string, who: Caller = kofi) =>
  call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: who.token });
async function move(id: string, status: BookingStatus, who: Caller = kofi) {
  const version = (await detail(id, who)).json.version;
  const answer = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
    token: who.token,
    body: { status, version },
  });
  expect(answer.status).toBe(200);
  return answer.json;
}
const moveBack = (id: string, version: number, reason: string, who: Caller = kofi) =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/move-back`, {
    token: who.token,
    body: { version, reason },
  });
const outbox = (id: string) =>
  ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, id))
    .orderBy(outboxEmails.createdAt, outboxEmails.channel);
const kinds = async (id: string) => (await outbox(id)).map((row) => `${row.kind}:${row.channel}`);
const audits = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.move_back')));
/** The mailer sent the booking's messages so far. */
const sendAll = (id: string) =>
  ctx.database.db
    .update(outboxEmails)
    .set({ sentAt: sql`now()` })
    .where(eq(outboxEmails.bookingId, id));

describe('POST /api/ops/bookings/{id}/move-back', () => {
  it("takes back a mistaken 'Picked Up': the reason in the timeline and audit, the customer already told gets a correction", async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    const picked = await move(made.id, 'picked_up');
    expect(picked.move_back).toEqual({ to: 'pending', until: expect.any(String) });
    await sendAll(made.id);

    const answer = await moveBack(
      made.id,
      picked.version,
      'Wrong card: this one is collected on Monday',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'pending',
      version: picked.version + 1,
      move_back: null,
      next_statuses: ['picked_up', 'cancelled'],
    });
    expect(answer.json.events.at(-1)).toMatchObject({
      from_status: 'picked_up',
      to_status: 'pending',
      note: 'Wrong card: this one is collected on Monday',
      actor: { id: kofi.user.id },
    });
    expect(await audits(made.id)).toEqual([
      expect.objectContaining({
        actorId: kofi.user.id,
        before: { status: 'picked_up' },
        after: {
          status: 'pending',
          reason: 'Wrong card: this one is collected on Monday',
          customer: 'corrected',
        },
      }),
    ]);
    const rows = await outbox(made.id);
    const corrections = rows.filter((row) => row.kind === 'booking_step_corrected');
    expect(corrections.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(corrections.find((row) => row.channel === 'email')!.subject).toMatch(
      /has not been collected yet$/,
    );
    expect(corrections.find((row) => row.channel === 'sms')!.text).toContain('was a mistake');

    // Collected for real on the day: the customer is told again.
    await move(made.id, 'picked_up');
    expect(
      (await kinds(made.id)).filter((kind) => kind.startsWith('booking_picked_up')),
    ).toHaveLength(4);
  });

  it('withdraws the messages of the undone step that had not gone out, and sends no correction', async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    const picked = await move(made.id, 'picked_up');
    expect(await kinds(made.id)).toEqual(
      expect.arrayContaining(['booking_picked_up:email', 'booking_picked_up:sms']),
    );

    const answer = await moveBack(made.id, picked.version, 'Tapped the wrong order');
    expect(answer.status).toBe(200);
    const rows = await outbox(made.id);
    expect(
      rows
        .filter((row) => row.kind === 'booking_picked_up')
        .map((row) => [row.error, row.nextAttemptAt, row.sentAt]),
    ).toEqual([
      [WITHDRAWN, null, null],
      [WITHDRAWN, null, null],
    ]);
    expect(rows.some((row) => row.kind === 'booking_step_corrected')).toBe(false);
    expect((await audits(made.id))[0]!.after).toMatchObject({ customer: 'withdrawn' });
    expect(
      answer.json.notifications
        .filter((n: { kind: string }) => n.kind === 'booking_picked_up')
        .map((n: { state: string }) => n.state),
    ).toEqual(['failed', 'failed']);
  });

  it('moves back a step nobody was told of (washing) with nothing sent, one step at a time', async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    await move(made.id, 'picked_up');
    await sendAll(made.id);
    const washing = await move(made.id, 'washing');
    expect(washing.move_back).toEqual({ to: 'picked_up', until: expect.any(String) });
    const before = await kinds(made.id);

    const back = await moveBack(made.id, washing.version, 'Not sorted yet');
    expect(back.json).toMatchObject({ status: 'picked_up', move_back: { to: 'pending' } });
    expect(await kinds(made.id)).toEqual(before);
    // The step before it may be moved back next.
    const again = await moveBack(made.id, back.json.version, 'Not collected after all');
    expect(again.json).toMatchObject({ status: 'pending', move_back: null });
    expect(
      (await kinds(made.id)).filter((kind) => kind.startsWith('booking_step_corrected')),
    ).toHaveLength(2);
  });

  it('lets staff move back only their own step, for ten minutes; an admin any step at any time', async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    const picked = await move(made.id, 'picked_up', kofi);
    // Another staff member: not theirs.
    expect((await detail(made.id, esi)).json.move_back).toBeNull();
    expect((await moveBack(made.id, picked.version, 'Mistake', esi)).json).toEqual({
      detail: MOVE_BACK_MESSAGES.notYours,
    });
    // Eleven minutes later: too late for its maker.
    await ctx.database.db
      .update(bookingEvents)
      .set({ at: sql`now() - interval '11 minutes'` })
      .where(and(eq(bookingEvents.bookingId, made.id), eq(bookingEvents.toStatus, 'picked_up')));
    expect((await detail(made.id, kofi)).json.move_back).toBeNull();
    const late = await moveBack(made.id, picked.version, 'Mistake', kofi);
    expect({ status: late.status, json: late.json }).toEqual({
      status: 409,
      json: { detail: MOVE_BACK_MESSAGES.tooLate },
    });
    // An admin may.
    expect((await detail(made.id, admin)).json.move_back).toEqual({ to: 'pending', until: null });
    expect(
      (await moveBack(made.id, picked.version, 'Customer rang: not collected', admin)).status,
    ).toBe(200);
  });

  it('refuses a move back without a reason, of a pending or cancelled order, or at a stale version, changing nothing', async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    const fresh = (await detail(made.id)).json;
    expect((await moveBack(made.id, fresh.version, 'Mistake')).json).toEqual({
      detail: MOVE_BACK_MESSAGES.nothingToUndo,
    });
    const picked = await move(made.id, 'picked_up');
    const blank = await moveBack(made.id, picked.version, '   ');
    expect({
      status: blank.status,
      errors: blank.json.errors?.reason ?? blank.json.reason,
    }).toEqual({ status: 400, errors: [MOVE_BACK_MESSAGES.reason] });
    expect((await moveBack(made.id, picked.version - 1, 'Mistake')).json).toEqual({
      detail: BOOKING_CONFLICTS.changedByOthers,
    });
    expect((await detail(made.id)).json).toMatchObject({
      status: 'picked_up',
      version: picked.version,
    });

    const cancelled = await call(ctx.app, 'POST', `/api/ops/bookings/${made.id}/status`, {
      token: kofi.token,
      body: { status: 'cancelled', version: picked.version, note: 'Customer called' },
    });
    expect((await moveBack(made.id, cancelled.json.version, 'Mistake', admin)).json).toEqual({
      detail: MOVE_BACK_MESSAGES.cancelled,
    });
    expect(await audits(made.id)).toEqual([]);
  });

  it('leaves one result when two staff press it at once', async () => {
    const made = await createBookingAt(ctx, ama.user.id, here);
    const picked = await move(made.id, 'picked_up', admin);
    await sendAll(made.id);
    const answers = await Promise.all([
      moveBack(made.id, picked.version, 'Mistake one', admin),
      moveBack(made.id, picked.version, 'Mistake two', admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json).toEqual({
      detail: BOOKING_CONFLICTS.changedByOthers,
    });
    expect((await detail(made.id)).json).toMatchObject({
      status: 'pending',
      version: picked.version + 1,
    });
    const backs = await ctx.database.db
      .select()
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.bookingId, made.id),
          eq(bookingEvents.toStatus, 'pending'),
          eq(bookingEvents.fromStatus, 'picked_up'),
        ),
      );
    expect(backs).toHaveLength(1);
    expect(await audits(made.id)).toHaveLength(1);
    expect(
      (await kinds(made.id)).filter((kind) => kind.startsWith('booking_step_corrected')),
    ).toHaveLength(2);
  });
});
