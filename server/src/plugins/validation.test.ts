/**
 * Edges of the one validation pass that fuzzing found: numbers Ajv coerces to Infinity, page
 * numbers past what the database can offset, NUL characters PostgreSQL cannot store, and the
 * router's own refusals, each a 4xx in the API's error shape rather than a 500.
 */
import { buildTestApp, call, createCustomer, type TestContext } from '../../test/helper';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  token = (await createCustomer(ctx)).token;
});
afterAll(() => ctx.close());

it.each([
  ['/api/bookings/?page_size=1e309', { page_size: ['Must be of type number.'] }],
  ['/api/bookings/?page=-1e309', { page: ['Must be of type number.'] }],
  ['/api/bookings/?page=9999999999999999999999999', { page: ['Ensure this value is less than or equal to 1000000.'] }],
])('%s is a 400 on its field', async (url, body) => {
  const answer = await call(ctx.app, 'GET', url, { token });
  expect({ status: answer.status, body: answer.json }).toEqual({ status: 400, body });
});

it('refuses text with a NUL character in a body or a query, as DRF does', async () => {
  const address = await call(ctx.app, 'POST', '/api/address/', {
    token,
    body: { address_name: 'Home\u0000', address: '12 Nii Sai Rd', town: 'Osu' },
  });
  // The field's own form message answers for every way it fails (errors.ts); nothing is stored.
  expect({ status: address.status, fields: Object.keys(address.json) }).toEqual({ status: 400, fields: ['address_name'] });
  expect((await call(ctx.app, 'GET', '/api/address/', { token })).json.count).toBe(0);
  const proto = await call(ctx.app, 'GET', '/api/items/?__proto__=%00');
  expect({ status: proto.status, body: proto.json }).toEqual({ status: 400, body: JSON.parse('{"__proto__": ["Null characters are not allowed."]}') });
  const items = await call(ctx.app, 'GET', '/api/items/?search=%00');
  expect({ status: items.status, body: items.json }).toEqual({ status: 400, body: { search: ['Null characters are not allowed.'] } });
});

it.each([
  ['a path that is not UTF-8', '/api/address/%ED%A0%80', 400, 'The address of this request is not valid.'],
  ['a 1,000-character path id', `/api/address/${'9'.repeat(1_000)}`, 414, 'The address of this request is too long.'],
])("answers the router's refusal of %s in the API's shape", async (_what, url, status, detail) => {
  const answer = await call(ctx.app, 'GET', url, { token });
  expect({ status: answer.status, body: answer.json }).toEqual({ status, body: { detail } });
});
