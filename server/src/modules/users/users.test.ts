import { eq } from 'drizzle-orm';
import { messages } from '@laundry-accra/domain/rules';
import { branches, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { EMAIL_TAKEN } from './users.service';

/** What a new account has chosen: no phone, SMS and reminders on. */
const DEFAULT_CHOICES = { phone: null, sms_notifications: true, marketing_emails: true };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/users/me', () => {
  it('answers the signed-in customer, with and without the trailing slash', async () => {
    const { user, token } = await createCustomer(ctx, { name: 'Efua Asante' });
    for (const url of ['/api/users/me', '/api/users/me/']) {
      const { status, json } = await call(ctx.app, 'GET', url, { token });
      expect(status).toBe(200);
      expect(json).toEqual({ id: user.id, name: 'Efua Asante', email: user.email, role: 'customer', branch: null, ...DEFAULT_CHOICES });
    }
  });

  it('names the role and branch of a staff account', async () => {
    const { user, token } = await createCustomer(ctx);
    const [branch] = await ctx.database.db.select().from(branches).limit(1);
    await ctx.database.db.update(users).set({ role: 'staff', branchId: branch.id }).where(eq(users.id, user.id));
    const { json } = await call(ctx.app, 'GET', '/api/users/me', { token });
    expect(json).toMatchObject({ id: user.id, role: 'staff', branch: { id: branch.id, name: branch.name } });
  });

  it('answers 401 with no token, a malformed one, or one whose account is gone', async () => {
    const none = await call(ctx.app, 'GET', '/api/users/me');
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await call(ctx.app, 'GET', '/api/users/me', { token: 'not.a.jwt' })).status).toBe(401);
    const { user, token } = await createCustomer(ctx);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await call(ctx.app, 'GET', '/api/users/me', { token })).status).toBe(401);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('changes your own name and email (stored lower-cased); other fields sent are ignored', async () => {
    const { user, token } = await createCustomer(ctx);
    const email = `Yaw.Owusu.${Date.now()}@Example.com`;
    const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { ...user, name: 'Yaw Owusu', email, password: 'Hacked@123', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ id: user.id, name: 'Yaw Owusu', email: email.toLowerCase(), ...DEFAULT_CHOICES });
    expect((await call(ctx.app, 'GET', '/api/users/me', { token })).json).toEqual({ ...json, role: 'customer', branch: null });
  });

  it('keeps a field left out, and accepts your own email in another case', async () => {
    const { user, token } = await createCustomer(ctx, { name: 'Akua Sarpong' });
    const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}/`, {
      token,
      body: { email: user.email.toUpperCase() },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ id: user.id, name: 'Akua Sarpong', email: user.email, ...DEFAULT_CHOICES });
  });

  it('answers 400 with the profile form messages and changes nothing', async () => {
    const { user, token } = await createCustomer(ctx);
    const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { name: '   ', email: 'not-an-email' },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ name: [messages.profile.name], email: [messages.profile.email] });
    expect((await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { name: '7up' } })).json).toEqual({
      name: [messages.profile.name],
    });
    expect((await call(ctx.app, 'GET', '/api/users/me', { token })).json).toEqual({ ...user, role: 'customer', branch: null, ...DEFAULT_CHOICES });
  });

  it('answers 400 when another account has the email, whatever its case', async () => {
    const { user: other } = await createCustomer(ctx);
    const { user, token } = await createCustomer(ctx);
    const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { email: ` ${other.email.toUpperCase()} ` },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('answers 404 for another customer’s id or a malformed id, and changes nothing', async () => {
    const { user: other } = await createCustomer(ctx, { name: 'Kwame Nkrumah' });
    const { token } = await createCustomer(ctx);
    const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${other.id}`, { token, body: { name: 'Taken Over' } });
    expect(status).toBe(404);
    expect(json).toEqual({ detail: 'Not found.' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row.name).toBe('Kwame Nkrumah');
    expect((await call(ctx.app, 'PATCH', '/api/users/not-a-uuid', { token, body: { name: 'X y' } })).status).toBe(404);
  });

  it('answers 401 with no token', async () => {
    const { user } = await createCustomer(ctx);
    expect((await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { body: { name: 'No Token' } })).status).toBe(401);
  });
});

describe('the phone number and notification choices', () => {
  it('stores a Ghana mobile number as +233…, whatever way it was typed, and the choices', async () => {
    const { user, token } = await createCustomer(ctx);
    for (const typed of ['024 123 4567', '0241234567', '+233 24 123 4567']) {
      const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { phone: typed } });
      expect(status).toBe(200);
      expect(json.phone).toBe('+233241234567');
    }
    const off = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { sms_notifications: false, marketing_emails: false },
    });
    expect(off.json).toMatchObject({ phone: '+233241234567', sms_notifications: false, marketing_emails: false });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phone: '+233241234567', smsNotifications: false, marketingEmails: false });
  });

  it('removes the number when it is sent empty', async () => {
    const { user, token } = await createCustomer(ctx);
    await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { phone: '0551234567' } });
    const { json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { phone: '' } });
    expect(json.phone).toBeNull();
  });

  it('answers 400 with the phone message for anything else, and changes nothing', async () => {
    const { user, token } = await createCustomer(ctx);
    await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { phone: '0241234567' } });
    for (const phone of ['0301234567', '+44 7700 900123', '024123456', 'call me']) {
      const { status, json } = await call(ctx.app, 'PATCH', `/api/users/${user.id}`, { token, body: { phone, name: 'Changed Name' } });
      expect(status).toBe(400);
      expect(json).toEqual({ phone: [messages.profile.phone] });
    }
    expect((await call(ctx.app, 'GET', '/api/users/me', { token })).json).toMatchObject({ name: user.name, phone: '+233241234567' });
  });
});
