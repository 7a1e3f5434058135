import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSURE_MESSAGES } from '@laundry-accra/domain/pickup-windows';
import { branchClosures, branchWeek, closurePreview, owner } from '@/testing/fixtures/ops';
import { paths } from '@/lib/paths';
import {
  ACCRA,
  page,
  renderConsole,
  setupTestApi,
  storeTestSession,
} from '@/ops/testing/render-ops';

const api = setupTestApi();
const DAY = '2099-03-02';

function openHours() {
  storeTestSession(owner);
  api().on('GET', '/api/users/me', { body: owner });
  api().on('GET', '/api/branches', { body: page([ACCRA]) });
  api().on('GET', '/api/ops/branches/:id/hours', { body: branchWeek });
  api().on('GET', '/api/ops/branches/:id/closures', { body: { results: branchClosures } });
  api().on('GET', '/api/ops/branches/:id/express', {
    body: { surcharge_percent: 50, daily_capacity: 10 },
  });
  api().on('GET', '/api/ops/branches/:id/pickup', {
    body: { pickup_fee: '10.00', free_pickup_from_kg: 5 },
  });
  renderConsole(paths.ops.branchHours(ACCRA.id));
}

const posts = () => api().requests.filter((request) => request.method === 'POST');

/** Fills the closure form and presses its button: the dialog opens. */
async function closeDay(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Add a closed date' });
  await user.type(within(form).getByLabelText('Date'), DAY);
  await user.type(within(form).getByLabelText('Reason'), 'Water outage');
  await user.click(within(form).getByRole('button', { name: 'Close on this date' }));
  return screen.findByRole('dialog');
}

test("lists the day's bookings and where each moves before saving, and saves only with the choice to move them", async () => {
  api().on('GET', '/api/ops/branches/:id/closures/preview', { body: closurePreview(DAY) });
  api().on('POST', '/api/ops/branches/:id/closures/', {
    status: 201,
    body: {
      id: '0d000000-0000-4000-8000-000000000009',
      date: DAY,
      reason: 'Water outage',
      moved: 2,
    },
  });
  openHours();
  const user = userEvent.setup();
  const dialog = await closeDay(user);
  const list = await within(dialog).findByRole('list', { name: 'Bookings to move' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'ADM-10042 · Ama MensahMon, Mar 2 · 08:00–10:00→ Wed, Mar 4 · 08:00–10:00',
    'ADM-10043 · Kwame AsanteMon, Mar 2 · 10:00–12:00→ Wed, Mar 4 · 14:00–16:00',
  ]);
  expect(
    api()
      .requests.find((request) => request.path.endsWith('/closures/preview'))!
      .query.get('date'),
  ).toBe(DAY);
  await user.click(within(dialog).getByRole('button', { name: 'Close and move 2 bookings' }));
  expect(within(dialog).getByText(CLOSURE_MESSAGES.moveFirst(2))).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await user.click(within(dialog).getByLabelText('Move these 2 bookings and tell the customers'));
  await user.click(within(dialog).getByRole('button', { name: 'Close and move 2 bookings' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ date: DAY, reason: 'Water outage', move_bookings: true });
  expect(
    await screen.findByText('Closed on that date; 2 bookings moved and the customers told'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a booking with no open window in reach stops the closure before anything is sent', async () => {
  const preview = closurePreview(DAY);
  api().on('GET', '/api/ops/branches/:id/closures/preview', {
    body: { ...preview, moves: [preview.moves[0], { ...preview.moves[1], to: null }] },
  });
  openHours();
  const user = userEvent.setup();
  const dialog = await closeDay(user);
  expect(
    await within(dialog).findByText(/no open window with room in the next 14 days/),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close and move 2 bookings' }));
  expect(within(dialog).getByText(CLOSURE_MESSAGES.noWindow('ADM-10043'))).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

test('a day without bookings closes without a choice to make', async () => {
  api().on('GET', '/api/ops/branches/:id/closures/preview', { body: { date: DAY, moves: [] } });
  api().on('POST', '/api/ops/branches/:id/closures/', {
    status: 201,
    body: { id: '0d000000-0000-4000-8000-000000000009', date: DAY, reason: 'Water outage' },
  });
  openHours();
  const user = userEvent.setup();
  const dialog = await closeDay(user);
  expect(await within(dialog).findByText('No bookings to collect that day.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close on this date' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ date: DAY, reason: 'Water outage' });
});
