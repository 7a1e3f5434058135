import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { clerk, orderRow, page, renderConsole, setupTestApi, storeTestSession, ACCRA, KUMASI } from '@/ops/testing/render-ops';
import { filtersFromSearch, searchFromFilters } from '../orders-query';

const api = setupTestApi();

beforeEach(() => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('GET', '/api/branches/', { body: page([ACCRA, KUMASI]) });
  api().on('GET', '/api/ops/bookings/', { body: { count: 45, next: 'next', previous: null, results: [orderRow()] } });
});

const listRequests = () => api().requests.filter((request) => request.path === '/api/ops/bookings/');

it('asks the API for the filters, sort and page in the URL', async () => {
  renderConsole('/ops/orders?status=washing&payment_state=balance_due&pickup_date_from=2026-11-01&search=ADM-10042&ordering=-sub_total&page=2');
  const table = await screen.findByRole('table', { name: 'Orders' });
  expect(within(table).getByRole('link', { name: 'ADM-10042' })).toHaveAttribute('href', `/ops/orders/${orderRow().id}`);
  expect(Object.fromEntries(listRequests()[0].query)).toEqual({
    status: 'washing',
    payment_state: 'balance_due',
    pickup_date_from: '2026-11-01',
    search: 'ADM-10042',
    ordering: '-sub_total',
    page: '2',
    page_size: '20',
  });
  expect(screen.getByLabelText('Status')).toHaveValue('washing');
  expect(screen.getByLabelText('Payment')).toHaveValue('balance_due');
  expect(screen.getByLabelText('Search')).toHaveValue('ADM-10042');
  expect(screen.getByText('Page 2 of 3 · 45 orders')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sort by total, sorted descending' })).toBeInTheDocument();
});

it('puts each filter, the search and the sort in the URL, back at the first page', async () => {
  renderConsole('/ops/orders?status=washing&page=2');
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Orders' });
  await user.selectOptions(screen.getByLabelText('Payment'), 'Balance due');
  expect(navigate).toHaveBeenLastCalledWith('/ops/orders?status=washing&payment_state=balance_due');
  await user.selectOptions(screen.getByLabelText('Branch'), KUMASI.id);
  expect(navigate).toHaveBeenLastCalledWith(`/ops/orders?status=washing&branch=${KUMASI.id}`);
  await user.type(screen.getByLabelText('Search'), 'Ama{Enter}');
  expect(navigate).toHaveBeenLastCalledWith('/ops/orders?status=washing&search=Ama');
  await user.click(screen.getByRole('button', { name: 'Sort by pickup date' }));
  expect(navigate).toHaveBeenLastCalledWith('/ops/orders?status=washing&ordering=pickup_date');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(navigate).toHaveBeenLastCalledWith('/ops/orders?status=washing&page=3');
});

it('reads back what it writes, and ignores what it does not know', () => {
  const search = '?status=washing&branch=b1&payment_state=refund_due&pickup_date_from=2026-11-01&pickup_date_to=2026-11-30&search=Ama&ordering=-pickup_date&page=4';
  expect(searchFromFilters(filtersFromSearch(search))).toBe(search);
  expect(filtersFromSearch('?status=lost&ordering=password&page=-1&pickup_date_to=2026-02-30')).toEqual(filtersFromSearch(''));
});

it("offers the payment states the table's column shows, and reads an older link's payment status that is also a state", async () => {
  renderConsole('/ops/orders');
  await screen.findByRole('table', { name: 'Orders' });
  const options = within(screen.getByLabelText('Payment')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Any payment',
    'Unpaid',
    'Paid',
    'Balance due',
    'Refund due',
    'Covered by package',
    'Nothing to pay',
    'Refunded',
  ]);
  expect(filtersFromSearch('?payment_status=unpaid').payment_state).toBe('unpaid');
  expect(filtersFromSearch('?payment_status=refund_failed').payment_state).toBeUndefined();
  expect(searchFromFilters(filtersFromSearch('?payment_status=paid'))).toBe('?payment_state=paid');
});

it('says under each status whether the order is delivered or collected at the branch', async () => {
  api().on('GET', '/api/ops/bookings/', {
    body: page([orderRow(), orderRow({ id: '9c000000-0000-4000-8000-000000010043', order_number: 'ADM-10043', handover: 'collection' })]),
  });
  renderConsole('/ops/orders');
  const table = await screen.findByRole('table', { name: 'Orders' });
  const [delivered, collected] = within(table).getAllByRole('row').slice(1);
  expect(within(delivered).getByText('Delivery')).toBeInTheDocument();
  expect(within(collected).getByText('Collection at branch').tagName).toBe('STRONG');
});

it('shows the API refusing as a message with Try Again', async () => {
  api().on('GET', '/api/ops/bookings/', { status: 400, body: { pickup_date_to: ['Enter a valid date.'] } });
  renderConsole('/ops/orders');
  expect(await screen.findByText('We could not load the orders.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled());
});

it("shows the balance due beside the total when an order weighed more than was paid for, never 'Paid'", async () => {
  api().on('GET', '/api/ops/bookings/', {
    body: page([
      orderRow({ payment_status: 'paid', amount_due: '22.50', payment_state: { state: 'balance_due', amount: '22.50' } }),
      orderRow({ id: '9c000000-0000-4000-8000-000000010043', order_number: 'ADM-10043', payment_status: 'paid', amount_due: '0.00' }),
    ]),
  });
  renderConsole('/ops/orders');
  const table = await screen.findByRole('table', { name: 'Orders' });
  const [weighedMore, settled] = within(table).getAllByRole('row').slice(1);
  expect(within(weighedMore).getByText(/^Balance due GHC.22\.50$/)).toBeInTheDocument();
  expect(within(weighedMore).queryByText('Paid')).not.toBeInTheDocument();
  expect(within(settled).getByText('Paid')).toBeInTheDocument();
  expect(within(settled).queryByText(/^Balance/)).not.toBeInTheDocument();
});
