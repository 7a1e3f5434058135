/**
 * SMS through Arkesel, against a local server that answers as Arkesel's v2 API does: the adapter
 * alone (success, invalid number, empty balance, 5xx, timeout, wrong key), then the outbox's
 * delivery of a committed notification, its retry after a passing failure, and a permanent
 * refusal shown to staff on the order.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { outboxEmails, users } from '../../db/schema';
import { startFakeArkesel, type FakeArkesel } from '../../../test/fake-arkesel';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { arkeselSender, SmsRefused } from './arkesel';
import { createMailer, type Mailer } from './mailer';

let arkesel: FakeArkesel;
beforeAll(async () => {
  arkesel = await startFakeArkesel();
});
afterAll(() => arkesel.close());

const sender = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  arkeselSender({ baseUrl: arkesel.url, apiKey: arkesel.apiKey, senderId: 'AdomLaundry', timeoutMs: 2_000, ...overrides });

/** What a send threw. */
async function refusal(send: Promise<unknown>): Promise<SmsRefused> {
  const error = await send.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsRefused);
  return error as SmsRefused;
}

describe('the Arkesel adapter', () => {
  it('sends as Arkesel documents: POST /api/v2/sms/send, api-key header, sender, message and 233… recipients', async () => {
    const answer = await sender()('+233241234567', 'Your order is ready.');
    expect(answer.id).toEqual(expect.any(String));
    expect(arkesel.sent.at(-1)).toEqual({ sender: 'AdomLaundry', message: 'Your order is ready.', recipients: ['233241234567'] });
    expect(arkesel.requests.at(-1)).toMatchObject({ path: '/api/v2/sms/send', apiKey: arkesel.apiKey });
  });

  it('an invalid number is refused for good', async () => {
    arkesel.script('233200000001', 'invalid_number');
    const error = await refusal(sender()('+233200000001', 'Hello'));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Arkesel refused the SMS (422): Invalid phone number');
  });

  it('an empty balance, a 5xx and a timeout are passing troubles, worth a retry', async () => {
    arkesel.script('233200000002', 'insufficient_balance');
    const balance = await refusal(sender()('+233200000002', 'Hello'));
    expect(balance).toMatchObject({ permanent: false, message: 'Arkesel refused the SMS (402): Insufficient balance' });

    arkesel.script('233200000003', { status: 503 });
    expect(await refusal(sender()('+233200000003', 'Hello'))).toMatchObject({ permanent: false });

    arkesel.script('233200000004', { hangMs: 1_000 });
    const slow = await refusal(sender({ timeoutMs: 150 })('+233200000004', 'Hello'));
    expect(slow).toMatchObject({ permanent: false, message: 'Arkesel did not answer within 150 ms' });
  });

  it('a wrong key is refused for good (401)', async () => {
    const error = await refusal(sender({ apiKey: 'not-the-key' })('+233241234567', 'Hello'));
    expect(error).toMatchObject({ permanent: true, message: 'Arkesel refused the SMS (401): Unauthorized' });
  });
});

describe('configuration', () => {
  it('needs the key and the sender id together, and a sender id of at most 11 letters or digits', () => {
    expect(() => loadConfig({ ARKESEL_API_KEY: 'k' })).toThrow(/SMS_SENDER_ID must be set together/);
    expect(() => loadConfig({ SMS_SENDER_ID: 'Adom' })).toThrow(/ARKESEL_API_KEY must be set together/);
    expect(() => loadConfig({ ARKESEL_API_KEY: 'k', SMS_SENDER_ID: 'AdomLaundryGH' })).toThrow(/SMS_SENDER_ID must be 1 to 11/);
    expect(loadConfig({ ARKESEL_API_KEY: 'k', SMS_SENDER_ID: 'AdomLaundry' }).sms).toEqual({
      apiKey: 'k',
      senderId: 'AdomLaundry',
      baseUrl: 'https://sms.arkesel.com',
      timeoutMs: 10_000,
    });
  });
});

describe('delivering SMS from the outbox', () => {
  let ctx: TestContext;
  let admin: string;
  let branch: string;
  const mailers: Mailer[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp({ ARKESEL_API_KEY: arkesel.apiKey, SMS_SENDER_ID: 'AdomLaundry', ARKESEL_BASE_URL: arkesel.url });
    admin = (await createStaff(ctx, 'admin', null)).token;
    [branch] = await branchIds(ctx);
  });
  afterAll(async () => {
    await Promise.all(mailers.map((mailer) => mailer.close()));
    await ctx.close();
  });

  async function customerWithPhone(phone: string) {
    const { user } = await createCustomer(ctx);
    await ctx.database.db.update(users).set({ phone }).where(eq(users.id, user.id));
    return user;
  }
  async function pickUp(bookingId: string) {
    const { json } = await call(ctx.app, 'GET', `/api/ops/bookings/${bookingId}`, { token: admin });
    const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${bookingId}/status`, {
      token: admin,
      body: { status: 'picked_up', version: json.version },
    });
    expect(moved.status).toBe(200);
  }
  const smsRow = async (bookingId: string) =>
    (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId))).find((row) => row.channel === 'sms')!;

  it('sends the SMS once its change commits (announced by the database), and records it sent', async () => {
    const user = await customerWithPhone('+233241110001');
    const booking = await createBookingAt(ctx, user.id, branch);
    await pickUp(booking.id);
    const sent = await eventually(() => smsRow(booking.id), (row) => row.sentAt !== null);
    expect(sent).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
    expect(arkesel.sent.filter((m) => m.recipients[0] === '233241110001')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Adom Laundry: we have collected order ADM-\d+\./) }),
    ]);
  });

  it('retries after an empty balance, and sends it once the balance is back', async () => {
    const user = await customerWithPhone('+233241110002');
    arkesel.script('233241110002', 'insufficient_balance');
    const booking = await createBookingAt(ctx, user.id, branch);
    await pickUp(booking.id);
    const waiting = await eventually(() => smsRow(booking.id), (row) => row.attempts === 1);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.error).toMatch(/Insufficient balance/);
    expect(waiting.nextAttemptAt).toBeInstanceOf(Date);
    // The retry is due: a copy with a short schedule sweeps now.
    await ctx.database.db.update(outboxEmails).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outboxEmails.id, waiting.id));
    const mailer = createMailer({
      db: ctx.database.db,
      mailUrl: undefined,
      from: 'x@adom.test',
      log: { info: () => undefined, error: () => undefined },
      sms: sender(),
    });
    mailers.push(mailer);
    await mailer.retryDue();
    await mailer.idle();
    expect(await smsRow(booking.id)).toMatchObject({ attempts: 2, error: null });
  });

  it('records a permanent refusal with its reason, and staff see it on the order', async () => {
    const user = await customerWithPhone('+233241110003');
    arkesel.script('233241110003', 'invalid_number');
    const booking = await createBookingAt(ctx, user.id, branch);
    await pickUp(booking.id);
    const failed = await eventually(() => smsRow(booking.id), (row) => row.attempts === 1);
    expect(failed).toMatchObject({ sentAt: null, nextAttemptAt: null, error: 'Arkesel refused the SMS (422): Invalid phone number' });
    const { json } = await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: admin });
    expect(json.notifications).toContainEqual(
      expect.objectContaining({ channel: 'sms', to: '+233241110003', state: 'failed', error: 'Arkesel refused the SMS (422): Invalid phone number' }),
    );
    // The email has no mail server here: kept in the outbox.
    expect(json.notifications).toContainEqual(expect.objectContaining({ channel: 'email', state: 'kept' }));
  });
});
