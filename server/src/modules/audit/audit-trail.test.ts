/**
 * The audit trail: a write through /api/ops adds its row in the change's own transaction (a
 * refused change adds none), the row holds only the fields that changed, and rows are append-only.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { changedFields } from './audit-trail';

let ctx: TestContext;
let here: string;
let customerId: string;
let staff: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [here] = await branchIds(ctx);
  customerId = (await createCustomer(ctx, { name: 'Ama Mensah' })).user.id;
  staff = await createStaff(ctx, 'staff', here);
  admin = await createStaff(ctx, 'admin', null);
});
afterAll(() => ctx.close());

/** The booking's version as staff read it, for a status change. */
const versionOf = async (id: string): Promise<number> =>
  (await call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: staff.token })).json.version;

const rowsFor = (entityId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

describe('changedFields', () => {
  it.each([
    ['a creation keeps every field after', {}, { name: 'Shirt', price: '12.00' }, {}, { name: 'Shirt', price: '12.00' }],
    ['an unchanged field is left out', { name: 'Shirt', price: '12.00' }, { name: 'Shirt', price: '14.00' }, { price: '12.00' }, { price: '14.00' }],
    ['a field set to null counts', { branch: 'osu' }, { branch: null }, { branch: 'osu' }, { branch: null }],
    ['nested values compare by content', { hours: [1, 2] }, { hours: [1, 2] }, {}, {}],
  ])('%s', (_name, before, after, expectedBefore, expectedAfter) => {
    expect(changedFields(before, after)).toEqual({ before: expectedBefore, after: expectedAfter });
  });
});

describe('writes through /api/ops', () => {
  it('a status change and a counter payment each add one row with the actor, the change and the address', async () => {
    const booking = await createBookingAt(ctx, customerId, here);
    const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: staff.token,
      body: { status: 'picked_up', version: await versionOf(booking.id) },
    });
    expect(moved.status).toBe(200);
    const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
      token: staff.token,
      body: { method: 'cash', amount: booking.subTotal },
    });
    expect(paid.status).toBe(200);

    const rows = await rowsFor(booking.id);
    expect(rows.map(({ actorId, action, entityType, before, after, ip }) => ({ actorId, action, entityType, before, after, ip }))).toEqual([
      {
        actorId: staff.user.id,
        action: 'booking.status',
        entityType: 'booking',
        before: { status: 'pending' },
        after: { status: 'picked_up' },
        ip: '127.0.0.1',
      },
      {
        actorId: staff.user.id,
        action: 'booking.payment',
        entityType: 'booking',
        before: { payment_status: 'unpaid' },
        after: { payment_status: 'paid', method: 'cash', amount: booking.subTotal },
        ip: '127.0.0.1',
      },
    ]);
  });

  it('a refused change adds no row', async () => {
    const booking = await createBookingAt(ctx, customerId, here);
    const stale = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: staff.token,
      body: { status: 'picked_up', version: (await versionOf(booking.id)) + 5 },
    });
    expect(stale.status).toBe(409);
    const wrongAmount = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
      token: staff.token,
      body: { method: 'card_terminal', amount: '99999.00' },
    });
    expect(wrongAmount.status).toBe(400);
    expect(await rowsFor(booking.id)).toEqual([]);
  });

  it("an admin's change of a staff account records the fields before and after", async () => {
    const colleague = await createStaff(ctx, 'staff', here);
    const changed = await call(ctx.app, 'PATCH', `/api/ops/staff/${colleague.user.id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(changed.status).toBe(200);
    const [row] = await rowsFor(colleague.user.id);
    expect(row).toMatchObject({
      actorId: admin.user.id,
      action: 'staff.update',
      entityType: 'user',
      before: { is_active: true },
      after: { is_active: false },
    });
  });
});

describe('append-only', () => {
  it('the database refuses to change or delete a row', async () => {
    const booking = await createBookingAt(ctx, customerId, here);
    await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: staff.token,
      body: { status: 'picked_up', version: await versionOf(booking.id) },
    });
    const [row] = await rowsFor(booking.id);
    await expect(ctx.database.db.execute(sql`update audit_log set ip = 'elsewhere' where id = ${row!.id}`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow();
    expect(await rowsFor(booking.id)).toHaveLength(1);
  });
});
