import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@laundry-accra/domain/format';
import userEvent from '@testing-library/user-event';
import { customer, deferred, page, renderApp, setupTestApi, signIn, spinner } from '../testing/render-app';
import { DashboardRoute } from './dashboard';
import { withPaymentState } from '@/testing/fixtures/customer';

const api = setupTestApi();

const bookings = Array.from({ length: 17 }, (_, i) => withPaymentState({
  id: `k${i}`,
  user: customer.id,
  pickup_date: `2030-01-${String(i + 1).padStart(2, '0')}`,
  sub_total: '50.00',
  status: 'pending',
  branch: { id: 'b', name: 'Osu' },
  transaction: null,
  booking_items: [],
  pickup_address: 'a',
  dropoff_address: 'a',
  created_at: `2030-01-${String(i + 1).padStart(2, '0')}T08:00:00Z`,
  ...(i === 16 ? { transaction: { payment_status: 'paid' }, express_fee: '14.00' } : {}),
}));
const subscriptions = [
  { id: 's1', user: customer.id, package: { id: 'p', name: 'Family Bundle', price: '450.00' }, price: '450.00', total_items: 40, start_date: '2030-01-01', end_date: '2030-01-31', status: 'active' },
];

beforeEach(() => {
  signIn();
  api().on('GET', '/api/users/me', { body: customer });
});

it("shows today's date, the three totals and the recent lists, capped at 15", async () => {
  api().on('GET', '/api/bookings/', { body: page([...bookings, { ...bookings[0], id: 'other', user: 'someone-else' }]) });
  api().on('GET', '/api/subscriptions/', { body: page(subscriptions) });
  api().on('GET', '/api/bookings/basket/', { body: page([{ id: 'x', item: 'i', item_name: 'Shirt', quantity: 2, total: '20.00', user: customer.id }]) });
  renderApp(<DashboardRoute />);
  expect(screen.getByText(formatDate(new Date()))).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(await within(summary).findByText('17')).toBeInTheDocument();
  const total = (label: string) => within(summary).getByText(label).previousSibling;
  await waitFor(() => expect(total('Basket items')).toHaveTextContent('1'));
  await waitFor(() => expect(total('Total subscriptions')).toHaveTextContent('1'));
  expect(total('Total bookings')).toHaveTextContent('17');

  const recentBookings = screen.getByRole('region', { name: 'Recent Bookings' });
  const links = within(recentBookings).getAllByRole('link');
  expect(links).toHaveLength(15);
  expect(links[0]).toHaveAttribute('href', '/app/bookings/booking/k16');
  // Each row shows what the booking costs in all and where its payment stands, not its sub total.
  const rows = within(recentBookings).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent(/GHC\s64\.00\s*Paid/);
  expect(rows[1]).toHaveTextContent(/GHC\s50\.00\s*Unpaid/);
  const recentSubscriptions = screen.getByRole('region', { name: 'Recent Subscriptions' });
  expect(within(recentSubscriptions).getByText('Family Bundle')).toBeInTheDocument();
  expect(within(recentSubscriptions).getByText('Active')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
});

it('shows empty lists and a failed list on its own', async () => {
  api().on('GET', '/api/bookings/', { body: page([]) });
  api().on('GET', '/api/subscriptions/', { status: 500, body: { detail: 'Database unavailable' } });
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
  renderApp(<DashboardRoute />);
  expect(await screen.findByText('NO BOOKINGS AVAILABLE.')).toBeInTheDocument();
  expect(await screen.findByText('We could not load your subscriptions.')).toBeInTheDocument();
});

it('shows a spinner in each list and a dash for each total while they load', async () => {
  const answer = deferred();
  const later = (body: unknown) => async () => {
    await answer.promise;
    return { body };
  };
  api().on('GET', '/api/bookings/', later(page(bookings.slice(0, 2))));
  api().on('GET', '/api/subscriptions/', later(page(subscriptions)));
  api().on('GET', '/api/bookings/basket/', later(page([])));
  renderApp(<DashboardRoute />);
  const summary = screen.getByRole('region', { name: 'Summary' });
  const total = (label: string) => within(summary).getByText(label).previousSibling;
  expect(total('Total bookings')).toHaveTextContent('–');
  expect(total('Total subscriptions')).toHaveTextContent('–');
  expect(total('Basket items')).toHaveTextContent('–');
  expect(screen.getByRole('region', { name: 'Recent Bookings' })).toContainElement(spinner('Loading your bookings'));
  expect(screen.getByRole('region', { name: 'Recent Subscriptions' })).toContainElement(spinner('Loading your subscriptions'));

  answer.resolve();
  const recentBookings = screen.getByRole('region', { name: 'Recent Bookings' });
  expect(await within(recentBookings).findAllByRole('link')).toHaveLength(2);
  expect(await screen.findByText('Family Bundle')).toBeInTheDocument();
  await waitFor(() => expect(total('Basket items')).toHaveTextContent('0'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("explains a failed 'Recent Bookings' load and loads it again on Try Again", async () => {
  let calls = 0;
  api().on('GET', '/api/bookings/', () => (++calls <= 4 ? { status: 503, body: { detail: 'Service unavailable' } } : { body: page(bookings.slice(0, 3)) }));
  api().on('GET', '/api/subscriptions/', { body: page(subscriptions) });
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
  renderApp(<DashboardRoute />);
  const recentBookings = screen.getByRole('region', { name: 'Recent Bookings' });
  const alert = await within(recentBookings).findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your bookings.');
  expect(alert).toHaveTextContent('Service unavailable');
  const recentSubscriptions = screen.getByRole('region', { name: 'Recent Subscriptions' });
  expect(within(recentSubscriptions).getByText('Family Bundle')).toBeInTheDocument();
  expect(within(recentSubscriptions).queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await within(recentBookings).findAllByRole('link')).toHaveLength(3);
  expect(within(recentBookings).queryByText('We could not load your bookings.')).not.toBeInTheDocument();
  expect(calls).toBe(5);
});

it("says 'NO SUBSCRIPTIONS YET.' under 'Recent Subscriptions' when there are none", async () => {
  api().on('GET', '/api/bookings/', { body: page(bookings.slice(0, 1)) });
  api().on('GET', '/api/subscriptions/', { body: page([]) });
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
  renderApp(<DashboardRoute />);
  const recentSubscriptions = screen.getByRole('region', { name: 'Recent Subscriptions' });
  expect(await within(recentSubscriptions).findByText('NO SUBSCRIPTIONS YET.')).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  await waitFor(() => expect(within(summary).getByText('Total subscriptions').previousSibling).toHaveTextContent('0'));
  const recentBookings = screen.getByRole('region', { name: 'Recent Bookings' });
  expect(await within(recentBookings).findByRole('link')).toBeInTheDocument();
});

it("shows 'In progress' above the recent lists: each open order's number and where it is", async () => {
  const order = (id: string, status: string, number: string) => ({ ...bookings[0], id, status, order_number: number });
  api().on('GET', '/api/bookings/', {
    body: page([order('a', 'washing', 'ADM-10050'), order('b', 'completed', 'ADM-10049'), order('c', 'ready_for_pickup', 'ADM-10048'), order('d', 'cancelled', 'ADM-10047')]),
  });
  api().on('GET', '/api/subscriptions/', { body: page([]) });
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
  renderApp(<DashboardRoute />);
  const inProgress = await screen.findByRole('region', { name: 'In progress' });
  const rows = within(inProgress).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Order ADM-10050.*Washing$/),
    expect.stringMatching(/^Order ADM-10048.*Ready for Pickup$/),
  ]);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/app/bookings/booking/a');
  // Above the recent lists.
  const recent = screen.getByRole('region', { name: 'Recent Bookings' });
  expect(inProgress.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('asking for a mobile number', () => {
  beforeEach(() => {
    api().on('GET', '/api/bookings/', { body: page([]) });
    api().on('GET', '/api/subscriptions/', { body: page([]) });
    api().on('GET', '/api/bookings/basket/', { body: page([]) });
  });

  it('asks a customer with no number once, says what it is for, and remembers "Not now"', async () => {
    api().on('GET', '/api/users/me', { body: { ...customer, phone: null, sms_notifications: true, marketing_emails: true } });
    const first = renderApp(<DashboardRoute />);
    const prompt = await screen.findByRole('region', { name: 'Get a text when your order moves' });
    expect(prompt).toHaveTextContent(/when we pick up your laundry/);
    expect(within(prompt).getByRole('link', { name: 'Add my number' })).toHaveAttribute('href', '/app/profile');
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Get a text when your order moves' })).not.toBeInTheDocument();
    first.unmount();

    renderApp(<DashboardRoute />);
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Get a text when your order moves' })).not.toBeInTheDocument();
  });

  it('does not ask a customer who gave a number', async () => {
    api().on('GET', '/api/users/me', { body: { ...customer, phone: '+233241234567', sms_notifications: true, marketing_emails: true } });
    renderApp(<DashboardRoute />);
    await waitFor(() => expect(api().requests.some((request) => request.path === '/api/users/me')).toBe(true));
    expect(await screen.findByText('NO BOOKINGS AVAILABLE.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get a text when your order moves' })).not.toBeInTheDocument();
  });
});
