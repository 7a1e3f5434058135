import { eq, sql } from 'drizzle-orm';
import { messages } from '@laundry-accra/domain/rules';
import { outboxEmails, passwordResets } from '../../db/schema';
import { buildApp } from '../../app';
import { TEST_PASSWORD, buildTestApp, call, createCustomer, eventually, type TestContext } from '../../../test/helper';
import { hashToken } from './auth.tokens';
import { RESET_CODE_MAX_TRIES, resetMessages } from './password-reset.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_EMAIL: '100000' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Fresh@Start9';

/** Asks for a reset and reads the emailed code from the development outbox, as a journey would. */
async function forget(email: string): Promise<{ token: string; code: string }> {
  const { status, json } = await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email } });
  expect(status).toBe(200);
  const outbox = await call(ctx.app, 'GET', '/api/dev/outbox?page_size=1');
  const [latest] = outbox.json.results;
  expect(latest).toMatchObject({ to: email.trim().toLowerCase(), kind: 'password_reset' });
  const code = /Your code is: (\d{6})/.exec(latest.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { token: json.token, code: code! };
}

const reset = (body: Record<string, unknown>) => call(ctx.app, 'POST', '/api/auth/reset-password', { body });
const login = (email: string, password: string) =>
  call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } });
const outboxSize = async () => Number((await ctx.database.db.select({ n: sql`count(*)` }).from(outboxEmails))[0].n);

describe('POST /api/auth/forget-password', () => {
  it('answers a token and emails a 6-digit code, valid 15 minutes, for an account', async () => {
    const { user } = await createCustomer(ctx);
    const started = Date.now();
    const { token, code } = await forget(user.email.toUpperCase());
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row.userId).toBe(user.id);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - started).toBeGreaterThan(14 * 60_000);
    expect(row.expiresAt.getTime() - started).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('answers the same way for an email without an account, and sends nothing', async () => {
    const before = await outboxSize();
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: 'nobody.here@example.com' } });
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['token']);
    expect(json.token).toMatch(/^[\w-]{43}$/);
    expect(await outboxSize()).toBe(before);
    const [row] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(json.token)));
    expect(row.userId).toBeNull();
  });

  it('answers 400 with the form message for a missing or malformed email', async () => {
    for (const body of [{}, { email: '' }, { email: 'ama@' }]) {
      const { status, json } = await call(ctx.app, 'POST', '/api/auth/forget-password', { body });
      expect(status).toBe(400);
      expect(json).toEqual({ email: [messages.forgotPassword.email] });
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and signs the account out everywhere', async () => {
    const { user } = await createCustomer(ctx);
    const session = (await login(user.email, TEST_PASSWORD)).json;
    const { token, code } = await forget(user.email);
    const { status, json } = await reset({ token, code, password: NEW_PASSWORD });
    expect(status).toBe(200);
    expect(json).toEqual({ detail: resetMessages.done });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: session.refresh } })).status).toBe(401);
  });

  it("refuses the account's access tokens issued before the reset, in every copy of the API", async () => {
    const { user } = await createCustomer(ctx);
    const neighbour = await createCustomer(ctx);
    // Tokens from a sign-in a minute ago: the old password's sessions, and someone else's.
    const minuteAgo = Math.floor(Date.now() / 1000) - 60;
    const old = ctx.app.jwt.sign({ sub: user.id, type: 'access', iat: minuteAgo });
    const neighbours = ctx.app.jwt.sign({ sub: neighbour.user.id, type: 'access', iat: minuteAgo });
    const otherCopy = await buildApp({ config: ctx.config, database: ctx.database });
    await otherCopy.ready();
    try {
      const me = (app: typeof ctx.app, token: string) =>
        call(app, 'GET', '/api/users/me', { token }).then((response) => response.status);
      expect([await me(ctx.app, old), await me(otherCopy, old)]).toEqual([200, 200]);

      const { token, code } = await forget(user.email);
      expect((await reset({ token, code, password: NEW_PASSWORD })).status).toBe(200);

      // This copy refuses at once; the other hears of it from the database. Both refuse even a
      // token they verified before.
      expect(await me(ctx.app, old)).toBe(401);
      expect(await eventually(() => me(otherCopy, old), (status) => status === 401)).toBe(401);
      const refused = await call(ctx.app, 'GET', '/api/users/me', { token: old });
      expect(refused.json).toEqual({ detail: 'Given token not valid for any token type' });
      // A sign-in with the new password works at once, in both; nobody else is signed out.
      const fresh = (await login(user.email, NEW_PASSWORD)).json.access;
      expect([await me(ctx.app, fresh), await me(otherCopy, fresh)]).toEqual([200, 200]);
      expect([await me(ctx.app, neighbours), await me(otherCopy, neighbours)]).toEqual([200, 200]);
    } finally {
      await otherCopy.close();
    }
  });

  it('takes a code typed with spaces, once only, and closes the account’s other open requests', async () => {
    const { user } = await createCustomer(ctx);
    const first = await forget(user.email);
    const second = await forget(user.email);
    const spaced = `${second.code.slice(0, 3)} ${second.code.slice(3)}`;
    expect((await reset({ token: second.token, code: spaced, password: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ token: second.token, code: second.code, password: 'Other@Pass1' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: resetMessages.used });
    const older = await reset({ token: first.token, code: first.code, password: 'Other@Pass1' });
    expect(older.json).toEqual({ detail: resetMessages.used });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it(`counts wrong codes and stops after ${RESET_CODE_MAX_TRIES}, even for the right code`, async () => {
    const { user } = await createCustomer(ctx);
    const { token, code } = await forget(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = RESET_CODE_MAX_TRIES - 1; left >= 1; left -= 1) {
      const answer = await reset({ token, code: wrong, password: NEW_PASSWORD });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ detail: resetMessages.wrongCode(left) });
    }
    expect((await reset({ token, code: wrong, password: NEW_PASSWORD })).json).toEqual({ detail: resetMessages.tooManyTries });
    const right = await reset({ token, code, password: NEW_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ detail: resetMessages.tooManyTries });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user } = await createCustomer(ctx);
    const { token, code } = await forget(user.email);
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const { status, json } = await reset({ token, code, password: NEW_PASSWORD });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: resetMessages.expired });
  });

  it('refuses an unknown token, and answers an unknown email’s token like a wrong code', async () => {
    const unknown = await reset({ token: 'x'.repeat(43), code: '123456', password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ detail: resetMessages.unknownRequest });
    const { json } = await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: 'ghost@example.com' } });
    const noAccount = await reset({ token: json.token, code: '123456', password: NEW_PASSWORD });
    expect(noAccount.status).toBe(400);
    expect(noAccount.json).toEqual({ detail: resetMessages.wrongCode(RESET_CODE_MAX_TRIES - 1) });
  });

  it('answers 400 with the reset form messages, and changes nothing', async () => {
    const { user } = await createCustomer(ctx);
    const { token, code } = await forget(user.email);
    const missing = await reset({});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      code: [messages.reset.code],
      password: [messages.reset.password],
      token: ['This field is required.'],
    });
    const weak = await reset({ token, code, password: 'password' });
    expect(weak.json).toEqual({ password: [messages.reset.password] });
    const tooLong = await reset({ token, code, password: 'Fresh@Start9Fresh@Start9x' + 'y' });
    expect(tooLong.json).toEqual({ password: [messages.reset.password] });
    // The request is still open: nothing was used up by the invalid calls.
    const [row] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ attempts: 0, usedAt: null });
    expect((await reset({ token, code, password: NEW_PASSWORD })).status).toBe(200);
  });
});
