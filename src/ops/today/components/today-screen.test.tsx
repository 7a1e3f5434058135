import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { formatReadyBy } from '@laundry-accra/domain/service-speed';
import { AT_RISK_WHY } from '@/ops/components/ready-by';
import { clerk, orderDetail, orderRow, page, renderConsole, setupTestApi, storeTestSession, summary, ACCRA, KUMASI } from '@/ops/testing/render-ops';

const api = setupTestApi();

/** Drags `card` and drops it on each column named, in order, as a browser's drag and drop would. */
function dragCard(card: HTMLElement, ...columns: RegExp[]) {
  const data = new Map<string, string>();
  const dataTransfer = {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
  fireEvent.dragStart(card, { dataTransfer });
  for (const column of columns) fireEvent.drop(screen.getByRole('region', { name: column }), { dataTransfer });
}

beforeEach(() => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('GET', '/api/branches/', { body: page([ACCRA, KUMASI]) });
  api().on('GET', '/api/ops/summary/', { body: summary });
  // Each column asks for its own status; the one order is picked up.
  api().on('GET', '/api/ops/bookings/', (request) => ({
    body: page(request.query.get('status') === 'picked_up' || request.query.has('pickup_date_from') ? [orderRow()] : []),
  }));
});

it("shows the day's figures and a board card with number, customer, pickup date, pieces and payment", async () => {
  renderConsole('/ops/');
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  expect(within(card).getByText('Ama Mensah')).toBeInTheDocument();
  expect(within(card).getByText('24 Nov 2026 · 3 pieces')).toBeInTheDocument();
  expect(within(card).getByText('Osu')).toBeInTheDocument(); // the board shows every branch
  expect(within(card).getByText('Unpaid')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: /Picked Up/ })).getByRole('article')).toBe(card);
  expect((await screen.findByText('Pickups today')).nextSibling).toHaveTextContent('1');
  expect(screen.getByRole('list', { name: "Today's pickups" })).toHaveTextContent('ADM-10042 · Ama Mensah');
});

it('shows an Express order with its ready time, and flags it at risk when due within 4 hours and not yet packing', async () => {
  const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const later = new Date(Date.now() + 30 * 3_600_000).toISOString();
  api().on('GET', '/api/ops/bookings/', (request) => ({
    body: page(
      request.query.get('status') === 'washing'
        ? [
            orderRow({ id: '9c000000-0000-4000-8000-000000010051', order_number: 'ADM-10051', status: 'washing', service_speed: 'express', express_fee: '60.00', ready_by: soon }),
            orderRow({ id: '9c000000-0000-4000-8000-000000010052', order_number: 'ADM-10052', status: 'washing', ready_by: later }),
          ]
        : request.query.get('status') === 'packaging'
          ? [orderRow({ id: '9c000000-0000-4000-8000-000000010053', order_number: 'ADM-10053', status: 'packaging', ready_by: soon })]
          : [],
    ),
  }));
  renderConsole('/ops/');
  const risky = await screen.findByRole('article', { name: 'ADM-10051' });
  expect(within(risky).getByText('Express')).toBeInTheDocument();
  expect(within(risky).getByText(`Ready by ${formatReadyBy(soon)}`)).toBeInTheDocument();
  expect(within(risky).getByText(/At risk/)).toHaveAttribute('title', AT_RISK_WHY);
  const calm = screen.getByRole('article', { name: 'ADM-10052' });
  expect(within(calm).getByText(`Ready by ${formatReadyBy(later)}`)).toBeInTheDocument();
  expect(within(calm).queryByText(/At risk/)).not.toBeInTheDocument();
  expect(within(calm).queryByText('Express')).not.toBeInTheDocument();
  // Being packed already: due soon, but not at risk.
  expect(within(screen.getByRole('article', { name: 'ADM-10053' })).queryByText(/At risk/)).not.toBeInTheDocument();
});

it("moves a card with the keyboard to one of its next statuses, sending the version it shows", async () => {
  api().on('POST', '/api/ops/bookings/:id/status', (request) => ({
    body: orderDetail({ id: request.params.id, status: request.body.status, version: 4 }),
  }));
  renderConsole('/ops/');
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: 'Move ADM-10042' });
  act(() => trigger.focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // Only the moves the pipeline allows from 'picked up'.
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Move to Washing', 'Cancel order…']);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api().requests.some((request) => request.method === 'POST')).toBe(true));
  const post = api().requests.find((request) => request.method === 'POST');
  expect(post?.path).toBe(`/api/ops/bookings/${orderRow().id}/status`);
  expect(post?.body).toEqual({ status: 'washing', version: 3 });
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it('moves a card dragged onto a column the pipeline allows, and ignores any other drop', async () => {
  api().on('POST', '/api/ops/bookings/:id/status', (request) => ({ body: orderDetail({ status: request.body.status, version: 4 }) }));
  renderConsole('/ops/');
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  dragCard(card, /^Packaging/, /^Washing/);
  expect(await screen.findByText('Success')).toBeInTheDocument();
  const posts = api().requests.filter((request) => request.method === 'POST');
  expect(posts.map((request) => request.body)).toEqual([{ status: 'washing', version: 3 }]);
});

it('offers no move into the wash, by menu or by drop, while a job waits for its price or answer, and says why on the card', async () => {
  for (const [jobStatus, words] of [
    ['to_price', 'Job: To price at pickup'],
    ['awaiting_answer', 'Job: Price sent: the customer accepts or refuses it'],
  ] as const) {
    api().on('GET', '/api/ops/bookings/', (request) => ({
      body: page(request.query.get('status') === 'picked_up' ? [orderRow({ jobs: [{ job_status: 'accepted' }, { job_status: jobStatus }] })] : []),
    }));
    renderConsole('/ops/');
    const card = await screen.findByRole('article', { name: 'ADM-10042' });
    expect(within(card).getByText(words)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Move ADM-10042' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Cancel order…']);
    await user.keyboard('{Escape}');
    dragCard(card, /^Washing/);
    expect(api().requests.filter((request) => request.method === 'POST')).toEqual([]);
    cleanup();
  }

  // Every job answered: Washing is offered again, and a drop moves it.
  api().on('GET', '/api/ops/bookings/', (request) => ({
    body: page(request.query.get('status') === 'picked_up' ? [orderRow({ jobs: [{ job_status: 'accepted' }, { job_status: 'refused' }] })] : []),
  }));
  api().on('POST', '/api/ops/bookings/:id/status', (request) => ({ body: orderDetail({ status: request.body.status, version: 4 }) }));
  renderConsole('/ops/');
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  expect(within(card).queryByText(/^Job:/)).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Move ADM-10042' }));
  expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Move to Washing', 'Cancel order…']);
  await user.keyboard('{Escape}');
  dragCard(card, /^Washing/);
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(api().requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ status: 'washing', version: 3 }]);
});

it('shows the branch switcher to staff of every branch and keeps the choice in the URL', async () => {
  renderConsole('/ops/');
  const user = userEvent.setup();
  const switcher = await screen.findByLabelText('Branch');
  await screen.findByRole('option', { name: 'Adum' });
  await user.selectOptions(switcher, KUMASI.id);
  expect(navigate).toHaveBeenCalledWith(`/ops/?branch=${KUMASI.id}`);
});

it('asks for one branch only, without a switcher, for staff bound to it', async () => {
  const bound = { ...clerk, branch: ACCRA };
  storeTestSession(bound);
  api().on('GET', '/api/users/me', { body: bound });
  renderConsole('/ops/');
  await screen.findByRole('article', { name: 'ADM-10042' });
  expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument();
  const lists = api().requests.filter((request) => request.path === '/api/ops/bookings/');
  expect(lists.every((request) => request.query.get('branch') === ACCRA.id)).toBe(true);
});

it("opens a card's rider details: the order is read then, with the landmark, GPS code, phone and map link", async () => {
  api().on('GET', '/api/ops/bookings/:id', { body: orderDetail() });
  renderConsole('/ops/');
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  const reads = () => api().requests.filter((request) => request.path === `/api/ops/bookings/${orderRow().id}`);
  expect(reads()).toHaveLength(0);
  await userEvent.setup().click(within(card).getByText('Rider details'));
  expect(await within(card).findByText('Opposite the Shell station')).toBeInTheDocument();
  expect(within(card).getByText('GA-183-8164')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Call on arrival at the pickup on 020 111 2222' })).toHaveAttribute('href', 'tel:+233201112222');
  expect(within(card).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps?q=5.5571,-0.1823');
  expect(reads()).toHaveLength(1);
});

it('asks before a card dropped on Picked Up is collected ahead of its pickup day', async () => {
  api().on('GET', '/api/ops/bookings/', (request) => ({
    body: page(request.query.get('status') === 'pending' ? [orderRow({ status: 'pending', pickup_date: '2099-03-02' })] : []),
  }));
  api().on('POST', '/api/ops/bookings/:id/status', { body: orderDetail({ version: 4 }) });
  renderConsole('/ops/');
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  dragCard(card, /^Picked Up/);
  const dialog = await screen.findByRole('dialog', { name: 'Pick up ADM-10042 early?' });
  expect(api().requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Yes, it is collected' }));
  await waitFor(() => expect(api().requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ status: 'picked_up', version: 3 }]));
});

it("marks a collection on its card, offers 'Ready for Pickup' and keeps delivering behind a reason; a drop on the other column does nothing", async () => {
  const packed = orderRow({ status: 'packaging', handover: 'collection' });
  api().on('GET', '/api/ops/bookings/', (request) => ({
    body: page(request.query.get('status') === 'packaging' || request.query.has('pickup_date_from') ? [packed] : []),
  }));
  renderConsole('/ops/');
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'ADM-10042' });
  expect(within(card).getByText('Collection at branch')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Move ADM-10042' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Move to Ready for Pickup',
    'Ready for Delivery instead…',
  ]);
  await user.keyboard('{Escape}');

  dragCard(card, /^Ready for Delivery/);
  expect(api().requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});
