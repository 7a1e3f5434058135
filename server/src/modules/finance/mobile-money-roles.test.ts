/**
 * Who may charge a wallet and read a charge: one row per route, each called by every kind of
 * caller (signed out, the booking's customer, another customer, staff of the other branch, staff
 * of the booking's branch, an admin). A booking's payment is its customer's alone: staff take
 * money through /api/ops (the counter), so here they are one more stranger (404).
 */
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

type Caller =
  'signed out' | 'customer' | 'other customer' | 'other branch staff' | 'staff' | 'admin';
const CALLERS: Caller[] = [
  'signed out',
  'customer',
  'other customer',
  'other branch staff',
  'staff',
  'admin',
];

let ctx: TestContext;
let branch: string;
const tokens = {} as Record<Exclude<Caller, 'signed out'>, string>;
let ownerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const [here, there] = await branchIds(ctx);
  branch = here;
  const owner = await createCustomer(ctx);
  ownerId = owner.user.id;
  tokens.customer = owner.token;
  tokens['other customer'] = (await createCustomer(ctx)).token;
  tokens['other branch staff'] = (await createStaff(ctx, 'staff', there)).token;
  tokens.staff = (await createStaff(ctx, 'staff', here)).token;
  tokens.admin = (await createStaff(ctx, 'admin', null)).token;
});
afterAll(() => ctx.close());

const ownersOnly: Record<Caller, number> = {
  'signed out': 401,
  customer: 200,
  'other customer': 404,
  'other branch staff': 404,
  staff: 404,
  admin: 404,
};
const wallet = { phone: '024 123 4567', provider: 'mtn' };

const rows: Array<{
  name: string;
  method: 'GET' | 'POST';
  prepare: () => Promise<{ url: string; body?: unknown }>;
}> = [
  {
    name: 'POST /api/finance/charge/',
    method: 'POST',
    prepare: async () => ({
      url: '/api/finance/charge/',
      body: { booking: (await createBookingAt(ctx, ownerId, branch)).id, mobile_money: wallet },
    }),
  },
  {
    name: 'GET /api/finance/charge/{reference}/',
    method: 'GET',
    prepare: async () => {
      const booking = await createBookingAt(ctx, ownerId, branch);
      const charged = await call(ctx.app, 'POST', '/api/finance/charge/', {
        token: tokens.customer,
        body: { booking: booking.id, mobile_money: wallet },
      });
      expect(charged.status).toBe(200);
      return { url: `/api/finance/charge/${charged.json.reference}/` };
    },
  },
];

describe.each(rows)('$name', (row) => {
  it.each(CALLERS)('%s', async (caller) => {
    const { url, body } = await row.prepare();
    const token = caller === 'signed out' ? undefined : tokens[caller];
    const answer = await call(ctx.app, row.method, url, {
      token,
      ...(body === undefined ? {} : { body }),
    });
    expect(answer.status).toBe(ownersOnly[caller]);
  });
});
