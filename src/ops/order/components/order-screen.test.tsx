import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_CONFLICTS, CANCEL_REASON_MESSAGE } from '@laundry-accra/domain/statuses';
import { HANDOVER_MESSAGES } from '@laundry-accra/domain/handover';
import { clerk, orderDetail, page, renderConsole, setupTestApi, storeTestSession, ACCRA } from '@/ops/testing/render-ops';

const api = setupTestApi();
const order = orderDetail();
const orderPath = `/api/ops/bookings/${order.id}`;

beforeEach(() => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('GET', '/api/branches/', { body: page([ACCRA]) });
  api().on('GET', '/api/ops/bookings/:id', { body: order });
});

const posts = () => api().requests.filter((request) => request.method === 'POST');

it('shows the items, the addresses with a map link, the contact links and the timeline in Accra time', async () => {
  renderConsole(`/ops/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ADM-10042');
  expect(screen.getByRole('link', { name: '024 412 3456' })).toHaveAttribute('href', 'tel:+233244123456');
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233244123456');
  expect(screen.getAllByRole('link', { name: 'Open in a map' })[0]).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=House%204%2C%20Oxford%20Street%2C%20Osu%2C%20Accra',
  );
  expect(screen.getByRole('link', { name: 'Print ticket' })).toHaveAttribute('href', `/ops/orders/${order.id}/ticket`);
  const timeline = screen.getByRole('list', { name: 'Timeline' });
  expect(within(timeline).getByText('Pending → Picked Up')).toBeInTheDocument();
  expect(within(timeline).getByText('24 Nov 2026, 08:15')).toBeInTheDocument();
  expect(within(timeline).getByText('by Kofi Boateng')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move to Washing' })).toBeInTheDocument();
});

it('cancels only with a reason, and sends it with the version', async () => {
  api().on('POST', `${orderPath}/status`, { body: orderDetail({ status: 'cancelled', version: 4, next_statuses: [] }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(within(dialog).getByText(CANCEL_REASON_MESSAGE)).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked to cancel');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ status: 'cancelled', version: 3, note: 'Customer asked to cancel' });
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it("for a collection offers 'Ready for Pickup'; 'Ready for Delivery' is an override that needs the reason", async () => {
  const packed = orderDetail({ status: 'packaging', handover: 'collection', next_statuses: ['ready_for_pickup'], override_statuses: ['ready_for_delivery'] });
  api().on('GET', '/api/ops/bookings/:id', { body: packed });
  api().on('POST', `${orderPath}/status`, { body: orderDetail({ status: 'ready_for_delivery', handover: 'collection', version: 4, next_statuses: [] }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  expect(await screen.findByRole('button', { name: 'Move to Ready for Pickup' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move to Ready for Delivery' })).not.toBeInTheDocument();
  expect(screen.getByText('Collection at branch')).toBeInTheDocument();
  expect(screen.queryByText('Dropoff')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ready for Delivery instead…' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('The customer chose to collect it at the branch.');
  await user.click(within(dialog).getByRole('button', { name: 'Move to Ready for Delivery' }));
  expect(within(dialog).getByText(HANDOVER_MESSAGES.overrideReason)).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Reason'), 'She asked us to bring it to her office');
  await user.click(within(dialog).getByRole('button', { name: 'Move to Ready for Delivery' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ status: 'ready_for_delivery', version: 3, note: 'She asked us to bring it to her office' });
});

it("shows a 409's message and reloads the order", async () => {
  api().on('POST', `${orderPath}/status`, { status: 409, body: { detail: BOOKING_CONFLICTS.changedByOthers } });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move to Washing' }));
  expect(await screen.findByText(BOOKING_CONFLICTS.changedByOthers)).toBeInTheDocument();
  await waitFor(() => expect(api().requests.filter((request) => request.method === 'GET' && request.path === orderPath)).toHaveLength(2));
});

it('records a counter payment: the method, the sub total as the amount, and an optional reference', async () => {
  api().on('POST', `${orderPath}/payments`, { body: orderDetail({ payment_status: 'paid' }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Amount (GHC)')).toHaveValue('120.00');
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'mobile_money');
  await user.type(within(dialog).getByLabelText('Reference (optional)'), 'MM-889');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ method: 'mobile_money', amount: '120.00', reference: 'MM-889' });
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it('shows an Express order: its speed, ready time, fee and total, and takes the total at the counter', async () => {
  const express = orderDetail({ service_speed: 'express', express_fee: '60.00', ready_by: '2026-11-25T12:00:00.000Z' });
  api().on('GET', '/api/ops/bookings/:id', { body: express });
  api().on('POST', `${orderPath}/payments`, { body: { ...express, payment_status: 'paid' } });
  renderConsole(`/ops/orders/${order.id}`);
  expect(await screen.findByText(/^Same-Day Express/, { selector: 'dd' })).toHaveTextContent('Ready by Wed, Nov 25 · 12:00');
  expect(screen.getByText('Sub total').nextSibling).toHaveTextContent(/GHC\s120\.00/);
  expect(screen.getByText('Same-Day Express', { selector: 'span' }).nextSibling).toHaveTextContent(/GHC\s60\.00/);
  expect(screen.getByText('Total', { selector: 'span' }).nextSibling).toHaveTextContent(/GHC\s180\.00/);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Amount (GHC)')).toHaveValue('180.00');
});

it('shows the pickup fee line and takes the total with it at the counter', async () => {
  const charged = orderDetail({ pickup_fee: '10.00', free_pickup_from_kg: 5 });
  api().on('GET', '/api/ops/bookings/:id', { body: charged });
  renderConsole(`/ops/orders/${order.id}`);
  expect((await screen.findByText('Pickup and delivery', { selector: 'span' })).nextSibling).toHaveTextContent(/GHC\s10\.00/);
  expect(screen.getByText('Total', { selector: 'span' }).nextSibling).toHaveTextContent(/GHC\s130\.00/);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Record payment' }));
  expect(within(await screen.findByRole('dialog')).getByLabelText('Amount (GHC)')).toHaveValue('130.00');
});

it('says why pickup is free: weighed at 5 kg or more', async () => {
  api().on('GET', '/api/ops/bookings/:id', { body: orderDetail({ pickup_fee: '0.00', free_pickup_from_kg: 5 }) });
  renderConsole(`/ops/orders/${order.id}`);
  expect((await screen.findByText('Pickup and delivery', { selector: 'span' })).nextSibling).toHaveTextContent('Free (5 kg or more)');
});

it("shows a failed refund with the gateway's message and retries it", async () => {
  const failed = orderDetail({ status: 'cancelled', payment_status: 'refund_failed', next_statuses: [] });
  failed.transaction = { ...failed.transaction, payment_status: 'refund_failed', refund_error: 'Transaction has been fully reversed', method: 'online' };
  api().on('GET', '/api/ops/bookings/:id', { body: failed });
  api().on('POST', `${orderPath}/refund`, { body: { ...failed, payment_status: 'refunded', transaction: { ...failed.transaction, payment_status: 'refunded' } } });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  expect(await screen.findByText('The refund failed: Transaction has been fully reversed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry refund' }));
  expect(await screen.findByText('The payment was refunded to the customer.')).toBeInTheDocument();
});

it('shows what the customer was sent, and why a message was refused', async () => {
  api().on('GET', '/api/ops/bookings/:id', {
    body: orderDetail({
      notifications: [
        { id: 'n1', channel: 'sms', kind: 'booking_picked_up', to: '+233241234567', state: 'failed', error: 'Arkesel refused the SMS (422): Invalid phone number', attempts: 1, created_at: '2026-11-24T09:41:00.000Z', sent_at: null },
        { id: 'n2', channel: 'email', kind: 'booking_picked_up', to: 'ama@example.com', state: 'sent', error: null, attempts: 1, created_at: '2026-11-24T09:41:00.000Z', sent_at: '2026-11-24T09:41:02.000Z' },
      ],
    }),
  });
  renderConsole(`/ops/orders/${order.id}`);
  const messages = await screen.findByRole('list', { name: 'Messages to the customer' });
  const [sms, email] = within(messages).getAllByRole('listitem');
  expect(sms).toHaveTextContent(/SMS · Picked up.*Refused · \+233241234567.*Arkesel refused the SMS \(422\): Invalid phone number/);
  expect(email).toHaveTextContent(/Email · Picked up.*Sent · ama@example\.com/);
});
