/**
 * The browser's form rules (yup, domain/forms.ts) and the API's request schemas (TypeBox, checked
 * by the one validation pass and its error handler) agree on every shared form: the same values are
 * accepted and refused, each field with the same message. The API is asked through its real routes,
 * so what is compared is what a customer would read either way.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { eq } from 'drizzle-orm';
import { addressSchema, checkoutSchema, counterPaymentSchema, loginSchema, profileSchema, signupSchema } from '@laundry-accra/domain/forms';
import { bookings } from './db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../test/helper';
import { branchIds, createBookingAt, createStaff } from '../test/staff';

let ctx: TestContext;
let customer: { user: { id: string; email: string }; token: string };
let addressId: string;
let branchId: string;
let staffToken: string;
/** An order the counter form pays towards: GHC 500.00, more than the good cases take together. */
let orderId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await createCustomer(ctx);
  const created = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: 'Home', address: '5 Cantonments Road' },
  });
  addressId = created.json.id;
  [branchId] = await branchIds(ctx);
  staffToken = (await createStaff(ctx, 'staff', branchId)).token;
  orderId = (await createBookingAt(ctx, customer.user.id, branchId)).id;
  await ctx.database.db.update(bookings).set({ subTotal: '500.00' }).where(eq(bookings.id, orderId));
});
afterAll(() => ctx.close());

type Messages = Record<string, string>;

/** The first message of each field the form refuses, as the form shows them. */
async function browserSays(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Messages> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages: Messages = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in messages)) messages[inner.path] = inner.message;
    }
    return messages;
  }
}

/** The first message of each of the form's fields that the API refuses. */
async function apiSays(request: Request, fields: string[], values: Record<string, unknown>): Promise<Messages> {
  const { status, json } = await call(ctx.app, request.method, request.url(), { token: request.token?.(), body: values });
  if (status !== 400) return {};
  const messages: Messages = {};
  for (const field of fields) {
    const said = json?.[field];
    if (Array.isArray(said) && typeof said[0] === 'string') messages[field] = said[0];
  }
  return messages;
}

interface Request {
  method: 'POST' | 'PATCH';
  url: () => string;
  token?: () => string;
}

interface SharedForm {
  name: string;
  schema: AnyObjectSchema;
  request: Request;
  /** Values both sides accept. */
  good: Record<string, unknown>[];
  /** Values both sides refuse, with a change to a good value. */
  bad: Record<string, unknown>[];
}

let signups = 0;
/** A sign-up's email nobody has yet. */
const newEmail = () => `agree${(signups += 1)}.${Date.now()}@example.com`;
const strong = 'Str0ng!pass';
const tomorrow = () => addDays(todayInAccra(), 1);

const forms: SharedForm[] = [
  {
    name: 'sign-up',
    schema: signupSchema,
    request: { method: 'POST', url: () => '/api/auth/signup/' },
    good: [{ name: 'Ama Mensah', email: newEmail(), password: strong, password2: strong }],
    bad: [
      {},
      { name: '', email: newEmail(), password: strong, password2: strong },
      { name: '123', email: newEmail(), password: strong, password2: strong },
      { name: 'Ama Mensah', email: 'not-an-email', password: strong, password2: strong },
      { name: 'Ama Mensah', email: newEmail(), password: 'weakpass', password2: 'weakpass' },
      { name: 'Ama Mensah', email: newEmail(), password: 'Sh0rt!', password2: 'Sh0rt!' },
      { name: 'Ama Mensah', email: newEmail(), password: `${strong}${'x'.repeat(20)}`, password2: `${strong}${'x'.repeat(20)}` },
      { name: 'Ama Mensah', email: newEmail(), password: strong, password2: `${strong}?` },
      { name: 42, email: newEmail(), password: strong, password2: strong },
    ],
  },
  {
    name: 'login',
    schema: loginSchema,
    request: { method: 'POST', url: () => '/api/auth/login/' },
    good: [{ email: 'someone@example.com', password: 'any password at all' }],
    bad: [{}, { email: 'someone', password: 'x' }, { email: 'someone@example.com', password: '   ' }, { email: '', password: '' }],
  },
  {
    name: 'address',
    schema: addressSchema,
    request: { method: 'POST', url: () => '/api/address/', token: () => customer.token },
    good: [
      { address_name: 'Home', address: '5 Cantonments Road' },
      {
        address_name: 'Office',
        address: '12 Oxford Street, Osu',
        latitude: 5.556,
        longitude: -0.182,
        digital_address: 'GA-183-8164',
        landmark: 'Opposite the blue gate',
        contact_phone: '024 123 4567',
      },
    ],
    bad: [
      {},
      { address_name: '  ', address: '5 Cantonments Road' },
      { address_name: 'Home', address: '' },
      { address_name: 'Home', address: '5 Cantonments Road', latitude: 9.4, longitude: -0.85 },
      { address_name: 'Home', address: '5 Cantonments Road', latitude: 5.556 },
      { address_name: 'Home', address: '5 Cantonments Road', longitude: -0.182 },
      { address_name: 'Home', address: '5 Cantonments Road', latitude: 9.4 },
      { address_name: 'Home', address: '5 Cantonments Road', latitude: 5.556, longitude: -0.85 },
      { address_name: 'Home', address: '5 Cantonments Road', digital_address: 'Accra' },
      { address_name: 'Home', address: '5 Cantonments Road', landmark: 'x'.repeat(121) },
      { address_name: 'Home', address: '5 Cantonments Road', contact_phone: '12345' },
    ],
  },
  {
    name: 'profile',
    schema: profileSchema,
    request: { method: 'PATCH', url: () => `/api/users/${customer.user.id}`, token: () => customer.token },
    good: [
      { name: 'Ama Mensah', email: newEmail(), phone: '024 123 4567', sms_notifications: true, marketing_emails: false },
      { name: 'Ama Mensah', email: newEmail(), sms_notifications: false, marketing_emails: true },
    ],
    bad: [
      { name: '', email: newEmail() },
      { name: 'Ama Mensah', email: 'nope' },
      { name: 'Ama Mensah', email: newEmail(), phone: '0201' },
    ],
  },
  {
    name: 'checkout',
    schema: checkoutSchema,
    request: { method: 'POST', url: () => '/api/bookings/checkout/', token: () => customer.token },
    good: [
      { pickup_address: addressIdNow, dropoff_address: addressIdNow, branch: branchIdNow, pickup_date: tomorrow },
      { pickup_address: addressIdNow, dropoff_address: addressIdNow, branch: branchIdNow, pickup_date: tomorrow, service_speed: 'standard' },
    ],
    bad: [
      {},
      { pickup_address: '', dropoff_address: addressIdNow, branch: branchIdNow, pickup_date: tomorrow },
      { pickup_address: addressIdNow, dropoff_address: 'home', branch: branchIdNow, pickup_date: tomorrow },
      { pickup_address: addressIdNow, dropoff_address: addressIdNow, branch: '', pickup_date: tomorrow },
      { pickup_address: addressIdNow, dropoff_address: addressIdNow, branch: branchIdNow, pickup_date: '' },
      { pickup_address: addressIdNow, dropoff_address: addressIdNow, branch: branchIdNow, pickup_date: tomorrow, service_speed: 'tomorrow' },
    ],
  },
  {
    name: 'counter payment',
    schema: counterPaymentSchema,
    request: { method: 'POST', url: () => `/api/ops/bookings/${orderId}/payments`, token: () => staffToken },
    good: [
      { method: 'cash', amount: '10' },
      { method: 'mobile_money', amount: '5.50', network: 'mtn', payer_phone: '024 123 4567', reference: 'MP-1' },
      { method: 'card_terminal', amount: ' 1.5 ', reference: 'T-778' },
    ],
    bad: [
      {},
      { method: 'cheque', amount: '10.00' },
      { method: 'cash', amount: '0' },
      { method: 'cash', amount: '0.00' },
      { method: 'cash', amount: '-1.00' },
      { method: 'cash', amount: '12.345' },
      { method: 'cash', amount: 'GHC 12' },
      { method: 'mobile_money', amount: '5.00', network: 'mtn' },
      { method: 'mobile_money', amount: '5.00', payer_phone: '024 123 4567' },
      { method: 'mobile_money', amount: '5.00', network: 'vodafone', payer_phone: '024 123 4567' },
      { method: 'mobile_money', amount: '5.00', network: 'telecel', payer_phone: '12345' },
      { method: 'cash', amount: '5.00', reference: 'x'.repeat(101) },
    ],
  },
];

/** Values that exist only once the database does, filled in when a case runs. */
function addressIdNow() {
  return addressId;
}
function branchIdNow() {
  return branchId;
}
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, typeof value === 'function' ? value() : value]));

describe.each(forms)('the $name form', ({ schema, request, good, bad }) => {
  const fields = Object.keys(schema.fields);

  it.each(good.map((values) => [JSON.stringify(values), values]))('accepts %s on both sides', async (_shown, values) => {
    const sent = filled(values);
    expect(await browserSays(schema, sent)).toEqual({});
    expect(await apiSays(request, fields, sent)).toEqual({});
  });

  it.each(bad.map((values) => [JSON.stringify(values), values]))('refuses %s with the same messages on both sides', async (_shown, values) => {
    const sent = filled(values);
    const browser = await browserSays(schema, sent);
    expect(Object.keys(browser).length).toBeGreaterThan(0);
    expect(await apiSays(request, fields, sent)).toEqual(browser);
  });
});
