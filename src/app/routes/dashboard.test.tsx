import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '../../lib/format';
import { customer, page, renderApp, setupTestApi, signIn } from '../testing/render-app';
import { DashboardRoute } from './dashboard';

const api = setupTestApi();

const bookings = Array.from({ length: 17 }, (_, i) => ({
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
