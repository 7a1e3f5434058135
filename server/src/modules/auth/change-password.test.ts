/**
 * POST /api/auth/change-password/: a signed-in customer changes their password with the current
 * one; every other session ends, and this device gets a new session.
 */
import { messages } from '@laundry-accra/domain/rules';
import { buildTestApp, call, createCustomer, TEST_PASSWORD, type TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  // The races below sign in dozens of times from one address; the limits have their own tests.
  ctx = await buildTestApp({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_EMAIL: '100000' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Fresh@Cloth2027';
const login = (email: string, password: string) => call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } });
const change = (token: string | undefined, body: unknown) =>
  call(ctx.app, 'POST', '/api/auth/change-password/', token ? { token, body } : { body });

it('is for a signed-in account only', async () => {
  expect((await change(undefined, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD })).status).toBe(401);
});

it("checks the current password, SPEC §5's rule and the repeat, with each field's message", async () => {
  const ama = await createCustomer(ctx);
  expect(await change(ama.token, { current_password: 'Wrong@2026x', password: NEW_PASSWORD, password2: NEW_PASSWORD })).toMatchObject({
    status: 400,
    json: { current_password: [messages.changePassword.current] },
  });
  expect(await change(ama.token, { current_password: TEST_PASSWORD, password: 'short', password2: 'short' })).toMatchObject({
    status: 400,
    json: { password: [messages.reset.password] },
  });
  expect(await change(ama.token, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password2: 'Other@2027x' })).toMatchObject({
    status: 400,
    json: { password2: [messages.signup.password2] },
  });
  expect((await login(ama.user.email, TEST_PASSWORD)).status).toBe(200);
});

it('changes the password, signs other sessions out and keeps this device signed in', async () => {
  const ama = await createCustomer(ctx);
  const other = (await login(ama.user.email, TEST_PASSWORD)).json as { access: string; refresh: string };
  // The sign-out is to the second: tokens from the second before are the ones it ends.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const answer = await change(other.access, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD });
  expect(answer).toMatchObject({ status: 200, json: { access: expect.any(String), refresh: expect.any(String) } });

  // The copy that made the change refuses the old token at once (others hear it from the database).
  expect((await call(ctx.app, 'GET', '/api/users/me', { token: other.access })).status).toBe(401);
  expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: other.refresh } })).status).toBe(401);
  expect((await call(ctx.app, 'GET', '/api/users/me', { token: answer.json.access })).status).toBe(200);
  expect((await login(ama.user.email, TEST_PASSWORD)).status).toBe(401);
  expect((await login(ama.user.email, NEW_PASSWORD)).status).toBe(200);
  // The signed-out device trying its old refresh token again is no replay: this device stays in.
  expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: answer.json.refresh } })).status).toBe(200);
});

it('a sign-in with the old password racing the change never keeps a working session (20 races)', async () => {
  let kept = 0;
  for (let race = 0; race < 20; race += 1) {
    const ama = await createCustomer(ctx);
    let changed = false;
    const changing = change(ama.token, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD }).finally(() => {
      changed = true;
    });
    // Signs in with the old password again and again while the change runs, so one sign-in has
    // read the old password before the change committed and issues its tokens after.
    const logins: { access: string; refresh: string }[] = [];
    while (!changed) {
      const answer = await login(ama.user.email, TEST_PASSWORD);
      expect([200, 401]).toContain(answer.status);
      if (answer.status === 200) logins.push(answer.json);
    }
    expect((await changing).status).toBe(200);
    for (const pair of logins) {
      const renewed = await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: pair.refresh } });
      const signedIn = await call(ctx.app, 'GET', '/api/users/me', { token: pair.access });
      if (renewed.status !== 401 || signedIn.status !== 401) kept += 1;
    }
  }
  expect(kept).toBe(0);
}, 120_000);
