import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsCustomerDetailDto, OpsCustomerRowDto } from '@laundry-accra/domain/schemas/ops';
import { clerk, orderRow, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const ama: OpsCustomerRowDto = {
  id: '7a000000-0000-4000-8000-000000000002',
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233244123456',
  bookings_count: 4,
  total_paid: '480.00',
  last_booking_at: '2026-11-23T09:30:00.000Z',
};

const kwame: OpsCustomerRowDto = { ...ama, id: '7a000000-0000-4000-8000-000000000003', name: 'Kwame Asante', email: 'kwame@example.com', phone: null, bookings_count: 0, total_paid: '0.00', last_booking_at: null };

beforeEach(() => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
});

test('the list shows each customer with their bookings, total paid and last booking', async () => {
  api().on('GET', '/api/ops/customers', { body: page([ama, kwame]) });
  renderConsole('/ops/customers');

  const row = (await screen.findByRole('link', { name: 'Ama Mensah' })).closest('tr')!;
  expect(row).toHaveTextContent('ama@example.com');
  expect(row).toHaveTextContent('024 412 3456');
  expect(row).toHaveTextContent('GHC 480.00');
  expect(row).toHaveTextContent('November 23, 2026');
  expect(screen.getByRole('link', { name: 'Kwame Asante' }).closest('tr')).toHaveTextContent('None yet');
  expect(screen.getByRole('link', { name: 'Ama Mensah' })).toHaveAttribute('href', `/ops/customers/${ama.id}`);
});

test('typing a search asks the API for that term and shows what it found', async () => {
  api().on('GET', '/api/ops/customers', (request) => ({
    body: page(request.query.get('search') === '0244' ? [ama] : [ama, kwame]),
  }));
  renderConsole('/ops/customers');
  await screen.findByRole('link', { name: 'Kwame Asante' });

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '0244');

  await waitFor(() => expect(screen.queryByRole('link', { name: 'Kwame Asante' })).not.toBeInTheDocument());
  expect(screen.getByText(/1 customer$/)).toBeInTheDocument();
  const searches = api().requests.filter((request) => request.path === '/api/ops/customers/').map((request) => request.query.get('search'));
  // Typing pauses are waited for: the API hears the whole term, not each key.
  expect(searches).toEqual([null, '0244']);
  expect(screen.getByRole('link', { name: 'Ama Mensah' })).toBeInTheDocument();
});

test("a customer's page lists their bookings (leading to the order), subscriptions and addresses, with call and WhatsApp links", async () => {
  const booking = orderRow();
  const detail: OpsCustomerDetailDto = {
    ...ama,
    bookings: [booking],
    subscriptions: [
      {
        id: '5b000000-0000-4000-8000-000000000001',
        customer: booking.customer,
        package: { id: '5c000000-0000-4000-8000-000000000001', name: 'Gold' },
        price: '300.00',
        status: 'active',
        payment_status: 'paid',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        created_at: '2026-11-01T08:00:00.000Z',
      },
    ],
    addresses: [{ id: '8d000000-0000-4000-8000-000000000001', address_name: 'Home', address: 'House 4, Oxford Street', street_name: null, city: 'Accra', town: 'Osu' }],
  };
  api().on('GET', `/api/ops/customers/${ama.id}`, { body: detail });
  renderConsole(`/ops/customers/${ama.id}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ADM-10042' })).toHaveAttribute('href', `/ops/orders/${booking.id}`);
  expect(screen.getByRole('link', { name: '024 412 3456' })).toHaveAttribute('href', 'tel:+233244123456');
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233244123456');
  const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
  expect(within(subscriptions).getByText('Gold')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Addresses' })).toHaveTextContent('House 4, Oxford Street, Osu, Accra');
});
