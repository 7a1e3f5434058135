import { eq } from 'drizzle-orm';
import { addresses, bookings, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { CHOOSE_A_BRANCH } from './route-sheet.service';

let ctx: TestContext;
let eastLegon: string;
let osu: string;
let staff: string;
let admin: string;
const DATE = '2030-01-15'; // a Tuesday: the seeded windows 08, 10, 14 and 16

/** The address fields a pickup is given before its booking is placed on the sheet. */
interface Place {
  latitude?: string;
  longitude?: string;
  landmark?: string;
  digitalAddress?: string;
  contactPhone?: string;
}

/** A pending booking at `branch` on DATE in `window` whose pickup address is at `place`. */
async function pickup(name: string, place: Place, options: { window?: string; branch?: string; status?: 'cancelled' } = {}) {
  const customer = await createCustomer(ctx, { name });
  await ctx.database.db.update(users).set({ phone: '+233201112222' }).where(eq(users.id, customer.user.id));
  const booking = await createBookingAt(ctx, customer.user.id, options.branch ?? eastLegon);
  const [row] = await ctx.database.db
    .update(bookings)
    .set({
      pickupDate: DATE,
      pickupWindow: options.window ?? '10:00',
      pickupWindowEnd: options.window === '14:00' ? '16:00' : '12:00',
      status: options.status ?? 'pending',
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await ctx.database.db.update(addresses).set(place).where(eq(addresses.id, row.pickupAddressId));
  return { id: booking.id, orderNumber: `ADM-${row.orderNumber}` };
}

const sheet = (query: string, token = staff) => call(ctx.app, 'GET', `/api/ops/routes/${query}`, { token });
const names = (stops: { customer: { name: string } }[]) => stops.map((s) => s.customer.name);

let far: { id: string; orderNumber: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  [eastLegon, osu] = await branchIds(ctx);
  staff = (await createStaff(ctx, 'staff', eastLegon)).token;
  admin = (await createStaff(ctx, 'admin', null)).token;
  // Made in this order, so the order numbers alone would give Osu, No point, Airport, Adjiringanor.
  far = await pickup('Ama Osu', { latitude: '5.557100', longitude: '-0.182300', digitalAddress: 'GA-183-8164', contactPhone: '+233241234567' });
  await pickup('Kofi Nopoint', { landmark: 'Opposite the Shell station', digitalAddress: 'GA-492-9146' });
  await pickup('Esi Airport', { latitude: '5.605200', longitude: '-0.171800' });
  await pickup('Yaw Adjiringanor', { latitude: '5.645600', longitude: '-0.137800', landmark: 'Blue gate' });
  // Not on the 10:00 sheet: cancelled, another window, another branch.
  await pickup('Abena Cancelled', { latitude: '5.640000', longitude: '-0.150000' }, { status: 'cancelled' });
  await pickup('Kwame Afternoon', { latitude: '5.640000', longitude: '-0.150000' }, { window: '14:00' });
  await pickup('Akua Osubranch', { latitude: '5.640000', longitude: '-0.150000' }, { branch: osu });
});
afterAll(() => ctx.close());

describe('GET /api/ops/routes/', () => {
  it("orders a window's pickups nearest-neighbour from the branch, those without a point last", async () => {
    const { status, json } = await sheet(`?date=${DATE}&window=10:00`);
    expect(status).toBe(200);
    expect(json.branch).toMatchObject({ id: eastLegon, name: 'East Legon', latitude: 5.6362, longitude: -0.1568 });
    expect(json).toMatchObject({ date: DATE, window: '10:00' });
    expect(names(json.stops)).toEqual(['Yaw Adjiringanor', 'Esi Airport', 'Ama Osu', 'Kofi Nopoint']);
    expect(json.stops.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
    expect(json.stops[0].leg_km).toBeCloseTo(2.3, 0);
    expect(json.stops[3].leg_km).toBeNull();
    expect(json.total_km).toBeGreaterThan(json.stops[0].leg_km);
  });

  it('gives the rider what they need at each stop', async () => {
    const { json } = await sheet(`?date=${DATE}&window=10:00`);
    const osuStop = json.stops.find((s: { customer: { name: string } }) => s.customer.name === 'Ama Osu');
    expect(osuStop).toMatchObject({
      booking: far.id,
      order_number: far.orderNumber,
      status: 'pending',
      pickup_window: '10:00',
      pickup_window_end: '12:00',
      customer: { name: 'Ama Osu', phone: '+233201112222' },
      rider_phone: '+233241234567',
      address: { address: '12 Nii Sai Rd, East Legon', digital_address: 'GA-183-8164', latitude: 5.5571, longitude: -0.1823 },
      map_link: 'https://www.google.com/maps?q=5.5571,-0.1823',
    });
    const noPoint = json.stops[3];
    expect(noPoint).toMatchObject({
      rider_phone: null,
      address: { landmark: 'Opposite the Shell station', digital_address: 'GA-492-9146', latitude: null, longitude: null },
      map_link: 'https://www.google.com/maps?q=GA-492-9146',
    });
  });

  it("without a window, gives the whole day: one round per window, in time order, and the day's windows", async () => {
    const { json } = await sheet(`?date=${DATE}`);
    expect(json.window).toBeNull();
    expect(names(json.stops)).toEqual(['Yaw Adjiringanor', 'Esi Airport', 'Ama Osu', 'Kofi Nopoint', 'Kwame Afternoon']);
    expect(json.stops[4].leg_km).toBeCloseTo(1.2, 0);
    expect(json.windows).toEqual([
      { start: '08:00', end: '10:00', pickups: 0 },
      { start: '10:00', end: '12:00', pickups: 4 },
      { start: '14:00', end: '16:00', pickups: 1 },
      { start: '16:00', end: '18:00', pickups: 0 },
    ]);
  });

  it("is the staff member's own branch by default; an admin names one", async () => {
    expect(names((await sheet(`?date=${DATE}&window=10:00`)).json.stops)).toHaveLength(4);
    const unnamed = await sheet(`?date=${DATE}`, admin);
    expect(unnamed.status).toBe(400);
    expect(unnamed.json).toEqual({ branch: [CHOOSE_A_BRANCH] });
    const other = await sheet(`?branch=${osu}&date=${DATE}&window=10:00`, admin);
    expect(names(other.json.stops)).toEqual(['Akua Osubranch']);
    expect((await sheet(`?branch=${osu}&date=${DATE}`)).status).toBe(404);
    expect((await sheet(`?branch=00000000-0000-4000-8000-000000000000`, admin)).status).toBe(404);
  });

  it('answers an empty sheet for a window with no pickups, and 400 for a window that is not a time', async () => {
    const empty = await sheet(`?date=${DATE}&window=08:00`);
    expect(empty.json).toMatchObject({ stops: [], total_km: null });
    const bad = await sheet(`?date=${DATE}&window=10am`);
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('window');
  });
});
