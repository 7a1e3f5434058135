import { FORM_ERROR } from 'final-form';
import { navigate } from 'gatsby';
import { startTestApi, type TestApi } from '../testing/api-server';
import { ApiError, api as client, configureApiClient, data, publicApi, results } from './api-client';
import { toSubmissionErrors } from './form/submission-errors';
import { getAccessToken, getStoredUser, storeSession, storeUser } from './token-storage';

let api: TestApi;
const expired = jest.fn();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  expired.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  configureApiClient({ baseUrl: api.url, fetch: api.fetch, onSessionExpired: expired });
});

it('sends the bearer token and JSON, and reads the results of a list', async () => {
  storeSession({ access: 'a1', refresh: 'r1' }, true);
  api.on('GET', '/api/address/', { body: { count: 1, next: null, previous: null, results: [{ id: 'x' }] } });
  await expect(results(client.GET('/api/address/'))).resolves.toEqual([{ id: 'x' }]);
  expect(api.requests[0].headers.authorization).toBe('Bearer a1');
});

it('sends no token on calls made without auth', async () => {
  storeSession({ access: 'a1', refresh: 'r1' }, true);
  api.on('POST', '/api/auth/login/', { body: { access: 'a', refresh: 'r' } });
  await data(publicApi.POST('/api/auth/login/', { body: { email: 'e', password: 'p' } }));
  expect(api.requests[0].headers.authorization).toBeUndefined();
  expect(api.requests[0].body).toEqual({ email: 'e', password: 'p' });
});

it('on a 401 refreshes once, keeps the new tokens, and retries the call', async () => {
  storeSession({ access: 'old', refresh: 'r1' }, false);
  api.on('GET', '/api/users/me', (req) =>
    req.headers.authorization === 'Bearer new' ? { body: { id: 'u1' } } : { status: 401, body: { detail: 'Token expired' } },
  );
  api.on('POST', '/api/auth/token/refresh/', (req) =>
    req.body.refresh === 'r1' ? { body: { access: 'new', refresh: 'r2' } } : { status: 401, body: { detail: 'no' } },
  );
  await expect(data(client.GET('/api/users/me'))).resolves.toEqual({ id: 'u1' });
  expect(getAccessToken()).toBe('new');
  expect(sessionStorage.getItem('refreshToken')).toBe('"r2"');
  expect(expired).not.toHaveBeenCalled();
});

it('shares one refresh between calls that fail together', async () => {
  storeSession({ access: 'old', refresh: 'r1' }, true);
  api.on('GET', '/api/bookings/', (req) =>
    req.headers.authorization === 'Bearer new' ? { body: { count: 0, next: null, previous: null, results: [] } } : { status: 401 },
  );
  api.on('POST', '/api/auth/token/refresh/', { body: { access: 'new', refresh: 'r2' } });
  await Promise.all([results(client.GET('/api/bookings/')), results(client.GET('/api/bookings/')), results(client.GET('/api/bookings/'))]);
  expect(api.requests.filter((r) => r.path === '/api/auth/token/refresh/')).toHaveLength(1);
});

it('ends the session when the refresh is refused', async () => {
  storeSession({ access: 'old', refresh: 'r1' }, true);
  storeUser({ id: 'u1', name: 'Ama', email: 'ama@example.com' });
  api.on('GET', '/api/users/me', { status: 401, body: { detail: 'Token expired' } });
  api.on('POST', '/api/auth/token/refresh/', { status: 401, body: { detail: 'Token is invalid' } });
  await expect(data(client.GET('/api/users/me'))).rejects.toMatchObject({ status: 401 });
  expect(getAccessToken()).toBeNull();
  expect(getStoredUser()).toBeNull();
  expect(expired).toHaveBeenCalledTimes(1);
});

it('by default sends the customer to log in and back to the page they were on', async () => {
  const { fetch } = api;
  configureApiClient({ baseUrl: api.url, fetch });
  window.history.pushState({}, '', '/app/bookings/booking/b1?tab=items');
  storeSession({ access: 'old', refresh: 'r1' }, true);
  api.on('GET', '/api/users/me', { status: 401 });
  api.on('POST', '/api/auth/token/refresh/', { status: 401 });
  await expect(data(client.GET('/api/users/me'))).rejects.toMatchObject({ status: 401 });
  expect(navigate).toHaveBeenCalledWith('/app/login?next=%2Fapp%2Fbookings%2Fbooking%2Fb1%3Ftab%3Ditems');
});

it('turns DRF field errors into messages on the fields of the form that sent them', async () => {
  api.on('POST', '/api/address/', {
    status: 400,
    body: { address_name: ['Please provide a name for the address'], user: ['Invalid'], detail: 'Check the form' },
  });
  const error = await data(client.POST('/api/address/', { body: { address_name: '', address: '' } })).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(toSubmissionErrors(error, ['address_name', 'address'])).toEqual({
    address_name: 'Please provide a name for the address',
    [FORM_ERROR]: 'Check the form',
  });
});

it('puts a detail-only error, and a field the form lacks, on the form itself', async () => {
  api.on('POST', '/api/auth/signup/', { status: 400, body: { non_field_errors: ['A user with that email already exists.'] } });
  const error = await data(
    publicApi.POST('/api/auth/signup/', { body: { name: 'Ama', email: 'ama@example.com', password: 'Str0ng!pass', password2: 'Str0ng!pass' } }),
  ).catch((e: unknown) => e);
  expect(toSubmissionErrors(error)).toEqual({ [FORM_ERROR]: 'A user with that email already exists.' });
  expect(toSubmissionErrors(new ApiError(400, { email: ['Taken'] }), ['name'])).toEqual({ [FORM_ERROR]: 'Taken' });
});

it("reports an unreachable API as status 0 'Network Error'", async () => {
  configureApiClient({ baseUrl: 'http://127.0.0.1:1', fetch: api.fetch, onSessionExpired: expired });
  await expect(data(publicApi.GET('/api/items/'))).rejects.toMatchObject({ status: 0, message: 'Network Error' });
});

it('sends a query as the API reads it, leaving out empty fields', async () => {
  storeSession({ access: 'a1', refresh: 'r1' }, true);
  api.on('GET', '/api/ops/customers/', { body: { count: 0, next: null, previous: null, results: [] } });
  await data(client.GET('/api/ops/customers/', { params: { query: { search: '', page: 2 } } }));
  expect(api.requests[0].query.toString()).toBe('page=2');
});

it('answers a 204 with nothing, and sends no token on a call without a session', async () => {
  api.on('DELETE', '/api/address/:id', { status: 204 });
  await expect(data(client.DELETE('/api/address/{id}', { params: { path: { id: 'a1' } } }))).resolves.toBeUndefined();
  expect(api.requests[0].path).toBe('/api/address/a1');
  expect(api.requests[0].headers.authorization).toBeUndefined();
});

it('refreshes once and sends the same body again', async () => {
  storeSession({ access: 'old', refresh: 'r1' }, true);
  api.on('POST', '/api/address/', (req) =>
    req.headers.authorization === 'Bearer new' ? { status: 201, body: { id: 'a1' } } : { status: 401 },
  );
  api.on('POST', '/api/auth/token/refresh/', { body: { access: 'new', refresh: 'r2' } });
  await expect(data(client.POST('/api/address/', { body: { address_name: 'Home', address: '5 Cantonments Road' } }))).resolves.toEqual({ id: 'a1' });
  const sent = api.requests.filter((r) => r.path === '/api/address/');
  expect(sent.map((r) => r.body)).toEqual([
    { address_name: 'Home', address: '5 Cantonments Road' },
    { address_name: 'Home', address: '5 Cantonments Road' },
  ]);
});
