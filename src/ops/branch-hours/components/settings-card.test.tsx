import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchClosures, branchWeek, owner } from '@/testing/fixtures/ops';
import { paths } from '@/lib/paths';
import { ACCRA, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

function openHours() {
  storeTestSession(owner);
  api().on('GET', '/api/users/me', { body: owner });
  api().on('GET', '/api/branches', { body: page([ACCRA]) });
  api().on('GET', '/api/ops/branches/:id/hours', { body: branchWeek });
  api().on('GET', '/api/ops/branches/:id/closures', { body: { results: branchClosures } });
  api().on('GET', '/api/ops/branches/:id/express', { body: { surcharge_percent: 50, daily_capacity: 10 } });
  api().on('GET', '/api/ops/branches/:id/pickup', { body: { pickup_fee: '10.00', free_pickup_from_kg: 5 } });
  renderConsole(paths.ops.branchHours(ACCRA.id));
}

const sent = (method: string, path: string) => api().requests.filter((request) => request.method === method && request.path.endsWith(path)).map((request) => request.body);

test("a blank Express field is not sent as 0: the API's message shows under it and nothing is saved", async () => {
  openHours();
  api().on('PUT', '/api/ops/branches/:id/express', { status: 400, body: { surcharge_percent: ['Must be of type integer.'] } });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Same-Day Express settings' });
  const surcharge = await within(form).findByLabelText('Surcharge (% of the items)');
  await user.clear(surcharge);
  // Over the limit too: the browser's own check must not stand in front of the API's messages.
  await user.clear(within(form).getByLabelText('Express bookings per day'));
  await user.type(within(form).getByLabelText('Express bookings per day'), '100000');
  await user.click(within(form).getByRole('button', { name: 'Save Express settings' }));
  expect(await within(form).findByText('Must be of type integer.')).toBeInTheDocument();
  await waitFor(() => expect(sent('PUT', '/express')).toHaveLength(1));
  // JSON has no NaN: the blank field arrives as null, which the API refuses; never as 0.
  expect(sent('PUT', '/express')[0]).toEqual({ surcharge_percent: null, daily_capacity: 100000 });
});

test('a blank free-from weight is refused by the API, not read as 0', async () => {
  openHours();
  api().on('PUT', '/api/ops/branches/:id/pickup', { status: 400, body: { free_pickup_from_kg: ['Must be of type number.'] } });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Pickup and delivery settings' });
  await user.clear(await within(form).findByLabelText('Free from (kg)'));
  await user.click(within(form).getByRole('button', { name: 'Save pickup settings' }));
  expect(await within(form).findByText('Must be of type number.')).toBeInTheDocument();
  expect(sent('PUT', '/pickup')[0]).toEqual({ pickup_fee: '10.00', free_pickup_from_kg: null });
});
