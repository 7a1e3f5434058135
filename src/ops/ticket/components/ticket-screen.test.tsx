import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { clerk, orderDetail, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';
import { QR_OPTIONS } from '@/ops/components/order-qr-code';
import { amountDue, orderUrl } from './ticket';

const api = setupTestApi();

function serveOrder(changes: Parameters<typeof orderDetail>[0] = {}) {
  const order = orderDetail(changes);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('GET', `/api/ops/bookings/${order.id}`, { body: order });
  return order;
}

beforeEach(() => storeTestSession(clerk));

test('the ticket shows the order number, a QR code of the order, who, where, what and what is due', async () => {
  const order = serveOrder({ payment_status: 'unpaid', sub_total: '120.00' });
  renderConsole(`/ops/orders/${order.id}/ticket`);

  const ticket = await screen.findByRole('article', { name: 'Ticket of ADM-10042' });
  expect(within(ticket).getByRole('heading', { level: 1, name: 'ADM-10042' })).toBeInTheDocument();
  const qr = await within(ticket).findByRole('img', { name: 'QR code of ADM-10042' });
  // The code is the order's own address in the console, so a phone's camera opens the order.
  const drawn = await QRCode.toString(`${window.location.origin}/ops/orders/${order.id}`, QR_OPTIONS);
  expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn)}`);
  expect(within(ticket).getByText('Ama Mensah')).toBeInTheDocument();
  expect(within(ticket).getByText('024 412 3456')).toBeInTheDocument();
  expect(within(ticket).getByText('Osu')).toBeInTheDocument();
  expect(within(ticket).getByRole('list', { name: 'Items' })).toHaveTextContent('Shirt× 3');
  expect(within(ticket).getByText('TOTAL GHC 120.00 · UNPAID')).toBeInTheDocument();
  // The bag's ticket stands alone: none of the console's navigation is on the page.
  expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
});

test("the ticket names the pickup fee, and what is due includes it", async () => {
  const order = serveOrder({ payment_status: 'unpaid', sub_total: '120.00', pickup_fee: '10.00', free_pickup_from_kg: 5 });
  renderConsole(`/ops/orders/${order.id}/ticket`);
  const ticket = await screen.findByRole('article', { name: 'Ticket of ADM-10042' });
  expect(within(ticket).getByText('Pickup and delivery').nextSibling).toHaveTextContent(/GHC\s10\.00/);
  expect(within(ticket).getByText('TOTAL GHC 130.00 · UNPAID')).toBeInTheDocument();
});

test('Print opens the browser print dialog', async () => {
  const order = serveOrder();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderConsole(`/ops/orders/${order.id}/ticket`);

  const button = await screen.findByRole('button', { name: 'Print' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

test('the ticket prints the total and the payment state, and the QR code leads to the order in the console', () => {
  expect(amountDue({ total: '120.00', payment_state: { state: 'paid', amount: null } })).toBe('TOTAL GHC\u00a0120.00 · PAID');
  expect(amountDue({ total: '67.50', payment_state: { state: 'balance_due', amount: '30.50' } })).toBe(
    'TOTAL GHC\u00a067.50 · BALANCE DUE GHC\u00a030.50',
  );
  expect(amountDue({ total: '80.50', payment_state: { state: 'refund_due', amount: '80.50' } })).toBe('TOTAL GHC\u00a080.50 · REFUND DUE GHC\u00a080.50');
  expect(orderUrl('9c000000-0000-4000-8000-000000010042', 'https://adom.example')).toBe(
    'https://adom.example/ops/orders/9c000000-0000-4000-8000-000000010042',
  );
});

test('the ticket shows the phone as people read it, not as stored', async () => {
  const base = orderDetail();
  const order = serveOrder({ customer: { ...base.customer, phone: '+233244123456' } });
  renderConsole(`/ops/orders/${order.id}/ticket`);
  const ticket = await screen.findByRole('article', { name: 'Ticket of ADM-10042' });
  expect(within(ticket).getByText('Phone').nextSibling).toHaveTextContent(/^024 412 3456$/);
  expect(within(ticket).queryByText(/\+233/)).not.toBeInTheDocument();
});

test('the ticket prints what a rider needs of the pickup: the address, landmark, GPS code and the phone to call', async () => {
  const order = serveOrder();
  renderConsole(`/ops/orders/${order.id}/ticket`);
  const ticket = await screen.findByRole('article', { name: 'Ticket of ADM-10042' });
  expect(within(ticket).getByText('Pickup at').nextSibling).toHaveTextContent('House 4, Oxford Street, Osu, Accra');
  expect(within(ticket).getByText('Landmark').nextSibling).toHaveTextContent('Opposite the Shell station');
  expect(within(ticket).getByText('GhanaPost GPS').nextSibling).toHaveTextContent('GA-183-8164');
  expect(within(ticket).getByText('Call on arrival').nextSibling).toHaveTextContent('020 111 2222');
  // Paper has nothing to tap; one dropoff at the same address is not printed twice.
  expect(within(ticket).queryByRole('link')).not.toBeInTheDocument();
  expect(within(ticket).queryByText('Dropoff at')).not.toBeInTheDocument();
});
