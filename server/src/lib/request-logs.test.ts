/**
 * The JSON logs of a real app on a real database: every line of a request carries its request id
 * (a service's lines too), a payment's reference and an order's number lead to it, and no line
 * carries a password, a token, a full email address or a full phone number.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, call, createCustomer, type TestContext } from '../../test/helper';
import { createCheckedOutBooking } from '../../test/fixtures';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '', LOG_LEVEL: 'trace', TRUST_PROXY: 'true', RATE_LIMIT_PAYMENTS_PER_USER: '1000' });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logDestination: { write: (line: string) => lines.push(line) } });
  await app.ready();
  ctx = { app, database, config, close: async () => (await app.close(), await drop()) };
});
afterAll(() => ctx.close());

/** The parsed lines logged since `from`. */
const logged = (from = 0) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

it('gives every answer a request id, and keeps the one a trusted balancer sent', async () => {
  const own = await call(ctx.app, 'GET', '/api/health');
  expect(own.response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const given = await call(ctx.app, 'GET', '/api/health', { headers: { 'x-request-id': 'caddy-4f1a9c2e' } });
  expect(given.response.headers['x-request-id']).toBe('caddy-4f1a9c2e');
  // Anything else a client sends is not trusted as an id.
  const odd = await call(ctx.app, 'GET', '/api/health', { headers: { 'x-request-id': 'a"b\n{' } });
  expect(odd.response.headers['x-request-id']).not.toBe('a"b\n{');
});

it('follows a payment reference and an order number to the request, service lines included', async () => {
  const customer = await createCustomer(ctx);
  const booking = await createCheckedOutBooking(ctx, customer.user.id);
  const from = lines.length;
  const paid = await call(ctx.app, 'POST', '/api/finance/pay/', { token: customer.token, body: { booking: booking.id } });
  expect(paid.status).toBe(200);
  const reference = paid.json.data.reference as string;
  await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: customer.token, body: { outcome: 'success' } });
  const verified = await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: customer.token, body: { reference } });
  expect(verified.status).toBe(200);
  const orderNumber = verified.json.data.booking.order_number as string;
  const verifyId = verified.response.headers['x-request-id'];

  const about = logged(from).filter((line) => line.paymentReference === reference);
  // Started, then verified: two requests, each line with its own request id.
  expect(about.map((line) => line.msg)).toEqual(expect.arrayContaining(['payment started', 'payment verified']));
  expect(about.every((line) => typeof line.reqId === 'string')).toBe(true);
  const verifiedLine = about.find((line) => line.msg === 'payment verified')!;
  expect(verifiedLine).toMatchObject({ reqId: verifyId, orderNumber });
  // The request's lines, its completion included, are found from there.
  const sameRequest = logged(from).filter((line) => line.reqId === verifyId).map((line) => line.msg);
  expect(sameRequest).toEqual(expect.arrayContaining(['incoming request', 'payment verified', 'request completed']));
});

it('never logs a password, a token, a full email address or a full phone number', async () => {
  const from = lines.length;
  const email = `ama.secret.${Date.now()}@example.com`;
  const password = 'Laundry@2026';
  const phone = '+233241234567';
  const signup = await call(ctx.app, 'POST', '/api/auth/signup/', {
    body: { name: 'Ama Secret', email, password, password2: password },
  });
  expect(signup.status).toBe(201);
  const { access, refresh } = signup.json.token as { access: string; refresh: string };
  expect((await call(ctx.app, 'PATCH', `/api/users/${signup.json.user.id}`, { token: access, body: { phone } })).status).toBe(200);
  expect((await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } })).status).toBe(200);
  expect((await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh } })).status).toBe(200);
  // The reset email is kept in the outbox and logged with its address.
  expect((await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email } })).status).toBe(200);
  // Addresses and secrets in URLs: an unsubscribe link, a search, a path that is not there.
  await call(ctx.app, 'GET', `/api/notifications/unsubscribe?token=${refresh}`);
  await call(ctx.app, 'GET', `/api/nowhere?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}&also=0241234567`);

  const text = lines.slice(from).join('');
  expect(text).toContain('request completed');
  for (const secret of [password, access, refresh, email, encodeURIComponent(email), phone, '241234567', 'ama.secret']) {
    expect(text).not.toContain(secret);
  }
  // Masked, not dropped: enough stays to tell lines apart.
  expect(text).toContain('a***@example.com');
  expect(text).toMatch(/(\+|%2B)233\*+567/);
});
