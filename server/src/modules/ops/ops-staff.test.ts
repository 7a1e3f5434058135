/**
 * Staff accounts: an admin invites someone, who sets a password with the ordinary reset call and
 * signs in; roles and branches change; demoting or deactivating signs the account out at once;
 * an admin cannot shut themselves out.
 */
import { randomUUID } from 'node:crypto';
import {
  buildTestApp,
  call,
  createCustomer,
  eventually,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';
import { branchIds, createStaff } from '../../../test/staff';
import { INVALID_CREDENTIALS, INVALID_REFRESH_TOKEN } from '../auth/auth.service';
import { resetMessages } from '../auth/password-reset.service';
import { EMAIL_TAKEN } from '../users/users.service';
import { CANNOT_CHANGE_OWN_ACCESS, UNKNOWN_BRANCH } from './ops-staff.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createStaff>>;
let here: string;
let there: string;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://adom.example' });
  [here, there] = await branchIds(ctx);
  admin = await createStaff(ctx, 'admin', null);
});
afterAll(() => ctx.close());

const invite = (body: Record<string, unknown>) =>
  call(ctx.app, 'POST', '/api/ops/staff/', { token: admin.token, body });
const change = (id: string, body: Record<string, unknown>, token = admin.token) =>
  call(ctx.app, 'PATCH', `/api/ops/staff/${id}`, { token, body });
const login = (email: string, password = TEST_PASSWORD) =>
  call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } });
const me = async (token: string) => (await call(ctx.app, 'GET', '/api/users/me', { token })).status;
const newEmail = () => `staff.${randomUUID()}@example.com`;

/** Waits into the next second: a sign-out ends the tokens issued in whole seconds before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));

/** A staff account that has signed in with its password: its email, id and tokens. */
async function signedInStaff(branch: string | null) {
  const staff = await createStaff(ctx, 'staff', branch);
  const { json } = await login(staff.user.email);
  return { ...staff, access: json.access as string, refresh: json.refresh as string };
}

describe('POST /api/ops/staff/ (an invitation)', () => {
  it('creates an account that signs in only once the invitee has set a password with the emailed code', async () => {
    const email = newEmail();
    const { status, json } = await invite({
      name: 'Esi Nyarko',
      email: email.toUpperCase(),
      role: 'staff',
      branch: here,
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      name: 'Esi Nyarko',
      email,
      role: 'staff',
      is_active: true,
      invited: true,
    });
    expect(json.branch).toEqual({ id: here, name: expect.any(String) });

    const outbox = await call(ctx.app, 'GET', '/api/dev/outbox?page_size=1');
    const [mail] = outbox.json.results;
    expect(mail).toMatchObject({ to: email, kind: 'staff_invitation' });
    const code = /Your code is: (\d{6})/.exec(mail.text)?.[1];
    const link = /(https:\/\/adom\.example\/app\/welcome\?token=\S+)/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    // The email and the page its link opens say who invited them, to what, where.
    const branchName = json.branch.name as string;
    expect(mail.subject).toBe(`${admin.user.name} invited you to the Adom Laundry staff console`);
    expect(mail.text).toContain(
      `${admin.user.name} has invited you to the staff console of Adom Laundry & Dry Cleaning, as staff at ${branchName}.`,
    );
    const welcome = await call(ctx.app, 'POST', '/api/auth/invitation/', { body: { token } });
    expect(welcome.status).toBe(200);
    expect(welcome.json).toEqual({
      name: 'Esi Nyarko',
      email,
      role: 'staff',
      branch: branchName,
      invited_by: admin.user.name,
      expires_at: expect.any(String),
    });

    // No password works before the invitee sets one.
    expect((await login(email, 'Anything@123')).json).toEqual({ detail: INVALID_CREDENTIALS });
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, code, password: 'Counter@2026' },
    });
    expect(reset.status).toBe(200);
    // A used invitation welcomes no one.
    const used = await call(ctx.app, 'POST', '/api/auth/invitation/', { body: { token } });
    expect(used.status).toBe(404);
    expect(used.json).toEqual({ detail: resetMessages.invitationClosed });
    const signedIn = await login(email, 'Counter@2026');
    expect(signedIn.status).toBe(200);
    const me = await call(ctx.app, 'GET', '/api/users/me', { token: signedIn.json.access });
    expect(me.json).toMatchObject({ email, role: 'staff', branch: { id: here } });

    const list = await call(ctx.app, 'GET', '/api/ops/staff/?page_size=100', {
      token: admin.token,
    });
    expect(
      list.json.results.find((member: { email: string }) => member.email === email),
    ).toMatchObject({
      invited: false,
    });
  });

  it("welcomes no one with an unknown token, nor with a customer's password reset", async () => {
    expect((await call(ctx.app, 'POST', '/api/auth/invitation/', { body: { token: 'not-a-token' } })).status).toBe(404);
    const customer = await createCustomer(ctx);
    const forgot = await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: customer.user.email } });
    const answer = await call(ctx.app, 'POST', '/api/auth/invitation/', { body: { token: forgot.json.token } });
    expect(answer.status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/auth/invitation/', { body: {} })).status).toBe(400);
  });

  it('answers 400 on email when an account has it, whatever its case', async () => {
    const customer = await createCustomer(ctx);
    const { status, json } = await invite({
      name: 'Esi Nyarko',
      email: customer.user.email.toUpperCase(),
      role: 'admin',
      branch: null,
    });
    expect(status).toBe(400);
    expect(json).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('answers 400 on branch for a branch that does not exist', async () => {
    const { status, json } = await invite({
      name: 'Esi Nyarko',
      email: newEmail(),
      role: 'staff',
      branch: randomUUID(),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ branch: [UNKNOWN_BRANCH] });
  });
});

describe('PATCH /api/ops/staff/{id}', () => {
  it('moves a staff member to another branch without signing them out', async () => {
    const staff = await signedInStaff(here);
    const { status, json } = await change(staff.user.id, { branch: there });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: staff.user.id, role: 'staff', branch: { id: there } });
    expect(
      (await call(ctx.app, 'GET', '/api/users/me', { token: staff.access })).json.branch.id,
    ).toBe(there);
  });

  it('refuses to let an admin demote or deactivate themselves', async () => {
    for (const body of [{ role: 'staff' }, { role: 'customer' }, { is_active: false }]) {
      const { status, json } = await change(admin.user.id, body);
      expect({ body, status, json }).toEqual({
        body,
        status: 400,
        json: { detail: CANNOT_CHANGE_OWN_ACCESS },
      });
    }
    expect((await call(ctx.app, 'GET', '/api/ops/staff/', { token: admin.token })).status).toBe(
      200,
    );
  });

  it('deactivating signs the account out at once: its tokens stop working and it cannot sign in', async () => {
    const staff = await signedInStaff(here);
    await nextSecond();
    expect((await change(staff.user.id, { is_active: false })).json).toMatchObject({
      is_active: false,
    });

    // The console refuses it on the next call; every other route once the database's notification
    // of the sign-out has arrived (as after a password reset).
    expect((await call(ctx.app, 'GET', '/api/ops/bookings/', { token: staff.access })).status).toBe(
      401,
    );
    expect(
      await eventually(
        () => me(staff.access),
        (status) => status === 401,
      ),
    ).toBe(401);
    const refreshed = await call(ctx.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: staff.refresh },
    });
    expect(refreshed).toMatchObject({ status: 401, json: { detail: INVALID_REFRESH_TOKEN } });
    expect(await login(staff.user.email)).toMatchObject({
      status: 401,
      json: { detail: INVALID_CREDENTIALS },
    });

    // Active again, the account signs in as before.
    await change(staff.user.id, { is_active: true });
    expect((await login(staff.user.email)).status).toBe(200);
  });

  it('demoting signs the account out at once; signed in again, it is what it was made', async () => {
    const staff = await signedInStaff(here);
    await nextSecond();
    const { json } = await change(staff.user.id, { role: 'customer' });
    expect(json).toMatchObject({ role: 'customer', branch: null });
    // Refused by the console at once: as no longer staff (403), or as signed out (401) if the
    // notification is already in.
    expect([401, 403]).toContain(
      (await call(ctx.app, 'GET', '/api/ops/bookings/', { token: staff.access })).status,
    );
    expect(
      await eventually(
        () => me(staff.access),
        (status) => status === 401,
      ),
    ).toBe(401);

    const again = await login(staff.user.email);
    expect(
      (await call(ctx.app, 'GET', '/api/users/me', { token: again.json.access })).json,
    ).toMatchObject({
      role: 'customer',
      branch: null,
    });
    expect(
      (await call(ctx.app, 'GET', '/api/ops/bookings/', { token: again.json.access })).status,
    ).toBe(403);
  });

  it('answers 404 for a customer or no account', async () => {
    const customer = await createCustomer(ctx);
    expect((await change(customer.user.id, { role: 'admin' })).status).toBe(404);
    expect((await change(randomUUID(), { role: 'admin' })).status).toBe(404);
  });
});
