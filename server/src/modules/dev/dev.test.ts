/**
 * GET /api/dev/outbox holds every password-reset code: it answers this machine (a loopback
 * connection no proxy forwarded) and signed-in admins, nobody else on the network.
 */
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createStaff } from '../../../test/staff';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const outbox = (remoteAddress: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    remoteAddress,
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });

it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from this machine (%s)', async (address) => {
  expect((await outbox(address)).statusCode).toBe(200);
});

it('refuses anyone else on the network, signed out or signed in as a customer or staff', async () => {
  const customer = await createCustomer(ctx);
  const staff = await createStaff(ctx, 'staff', null);
  expect((await outbox('203.0.113.7')).statusCode).toBe(401);
  expect((await outbox('192.168.1.20', { token: customer.token })).statusCode).toBe(403);
  expect((await outbox('10.0.0.5', { token: staff.token })).statusCode).toBe(403);
});

it('answers an admin from anywhere', async () => {
  const admin = await createStaff(ctx, 'admin', null);
  expect((await outbox('203.0.113.7', { token: admin.token })).statusCode).toBe(200);
});

it('does not take a forwarded request for a local one (a proxy on this machine forwards everyone)', async () => {
  expect((await outbox('127.0.0.1', { headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
  expect((await outbox('127.0.0.1', { headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(401);
  // Nor does a claimed loopback address through a trusted proxy header make a remote caller local.
  expect((await outbox('203.0.113.7', { headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
  expect((await call(ctx.app, 'GET', '/api/dev/outbox')).status).toBe(200);
});
