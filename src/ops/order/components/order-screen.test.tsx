import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_CONFLICTS, CANCEL_REASON_MESSAGE, MOVE_BACK_MESSAGES } from '@laundry-accra/domain/statuses';
import { COUNTER_PAYMENT_MESSAGES } from '@laundry-accra/domain/counter-payment';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { HANDOVER_MESSAGES } from '@laundry-accra/domain/handover';
import { clerk, orderDetail, page, renderConsole, setupTestApi, storeTestSession, ACCRA } from '@/ops/testing/render-ops';
import { orderAtPickup } from '@/testing/fixtures';

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

it('shows the items, the addresses with what a rider needs, the contact links and the timeline in Accra time', async () => {
  renderConsole(`/ops/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ADM-10042');
  expect(screen.getByRole('link', { name: '024 412 3456' })).toHaveAttribute('href', 'tel:+233244123456');
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233244123456');
  // The route sheet's facts: the map link at the address's point, the landmark, the GPS code, the phone to call there.
  expect(screen.getAllByRole('link', { name: 'Open in Google Maps' })[0]).toHaveAttribute('href', 'https://www.google.com/maps?q=5.5571,-0.1823');
  expect(screen.getAllByText('Opposite the Shell station')[0]).toBeInTheDocument();
  expect(screen.getAllByText('GA-183-8164')[0]).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Call on arrival at the pickup on 020 111 2222' })[0]).toHaveAttribute('href', 'tel:+233201112222');
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

it('records part of what is owed by mobile money: the network, the payer\'s number and a reference', async () => {
  api().on('POST', `${orderPath}/payments`, { body: orderDetail({ payment_state: { state: 'balance_due', amount: '70.00' } }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Still owed').nextSibling).toHaveTextContent(/GHC\s120\.00/);
  const amount = within(dialog).getByLabelText('Amount (GHC)');
  expect(amount).toHaveValue('120.00');
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'mobile_money');
  await user.clear(amount);
  await user.type(amount, '50');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  // Mobile money needs its network and the payer's number before anything is sent.
  expect(within(dialog).getByLabelText('Network')).toHaveAccessibleDescription(COUNTER_PAYMENT_MESSAGES.network);
  expect(within(dialog).getByLabelText("Payer's number")).toHaveAccessibleDescription(COUNTER_PAYMENT_MESSAGES.payer_phone);
  expect(posts()).toHaveLength(0);
  await user.selectOptions(within(dialog).getByLabelText('Network'), 'MTN MoMo');
  await user.type(within(dialog).getByLabelText("Payer's number"), '024 412 3456');
  await user.type(within(dialog).getByLabelText('Reference (optional)'), 'MM-889');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ method: 'mobile_money', amount: '50.00', network: 'mtn', payer_phone: '024 412 3456', reference: 'MM-889' });
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it('shows the change to give for cash beyond what is owed', async () => {
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByLabelText('Amount (GHC)');
  expect(within(dialog).queryByText('Change to give')).not.toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '150');
  expect(within(dialog).getByText('Change to give').nextSibling).toHaveTextContent(/GHC\s30\.00/);
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'card_terminal');
  expect(within(dialog).queryByText('Change to give')).not.toBeInTheDocument();
});

it("shows the server's message for a refused amount on the amount field, not in a toast", async () => {
  const message = COUNTER_PAYMENT_MESSAGES.overOwed('120.00');
  api().on('POST', `${orderPath}/payments`, { status: 400, body: { amount: [message] } });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'card_terminal');
  const amount = within(dialog).getByLabelText('Amount (GHC)');
  await user.clear(amount);
  await user.type(amount, '130');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(screen.queryByText('Request failed with status 400')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('lists each payment received: cash with its change, mobile money with its network and number', async () => {
  const paid = orderDetail({
    payment_status: 'paid',
    payment_state: { state: 'paid', amount: null },
    payments: [
      { id: '9a000000-0000-4000-8000-000000000001', method: 'cash', payment_status: 'paid', amount: '70.00', tendered: null, change: null, network: null, payer_phone: null, reference: null, paid_at: '2026-11-24T08:20:00.000Z', received_by: { id: clerk.id, name: clerk.name } },
      { id: '9a000000-0000-4000-8000-000000000002', method: 'mobile_money', payment_status: 'paid', amount: '50.00', tendered: null, change: null, network: 'telecel', payer_phone: '+233201234567', reference: 'MP-7', paid_at: '2026-11-24T08:22:00.000Z', received_by: { id: clerk.id, name: clerk.name } },
    ],
  });
  api().on('GET', '/api/ops/bookings/:id', { body: paid });
  renderConsole(`/ops/orders/${order.id}`);
  const list = await screen.findByRole('list', { name: 'Payments received (2)' });
  const [cash, momo] = within(list).getAllByRole('listitem');
  expect(cash).toHaveTextContent(/GHC\s70\.00 · Cash/);
  expect(momo).toHaveTextContent(/GHC\s50\.00 · Mobile money · Telecel Cash · 020 123 4567/);
  expect(momo).toHaveTextContent('Reference MP-7');
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
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

it("says where each mending job stands, and offers no move into the wash while one waits", async () => {
  api().on('GET', '/api/ops/bookings/:id', { body: orderAtPickup() });
  renderConsole(`/ops/orders/${order.id}`);
  expect(await screen.findByText('To price at pickup')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move to Washing' })).not.toBeInTheDocument();
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

it("moves the last step back with a reason, once it is offered", async () => {
  const offered = orderDetail({ move_back: { to: 'pending', until: '2026-11-24T08:25:00.000Z' } });
  api().on('GET', '/api/ops/bookings/:id', { body: offered });
  api().on('POST', `${orderPath}/move-back`, { body: orderDetail({ status: 'pending', version: 4, next_statuses: ['picked_up', 'cancelled'] }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move back to Pending' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('You can do this until 08:25.');
  await user.click(within(dialog).getByRole('button', { name: 'Move back to Pending' }));
  expect(within(dialog).getByText(MOVE_BACK_MESSAGES.reason)).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Why is this step being undone?'), 'Wrong card: collected on Monday');
  await user.click(within(dialog).getByRole('button', { name: 'Move back to Pending' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({ path: `${orderPath}/move-back`, body: { version: 3, reason: 'Wrong card: collected on Monday' } });
});

it('offers no move back when the server gives none', async () => {
  renderConsole(`/ops/orders/${order.id}`);
  await screen.findByRole('button', { name: 'Move to Washing' });
  expect(screen.queryByRole('button', { name: /Move back/ })).not.toBeInTheDocument();
});

it('asks before picking up ahead of the pickup day, and moves only once confirmed', async () => {
  const early = orderDetail({ status: 'pending', pickup_date: '2099-03-02', next_statuses: ['picked_up', 'cancelled'] });
  api().on('GET', '/api/ops/bookings/:id', { body: early });
  api().on('POST', `${orderPath}/status`, { body: orderDetail({ version: 4 }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move to Picked Up' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Its pickup is booked for');
  await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
  expect(posts()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Move to Picked Up' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, it is collected' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ status: 'picked_up', version: 3 });
});

it('moves a booking due today without asking', async () => {
  const due = orderDetail({ status: 'pending', pickup_date: todayInAccra(), next_statuses: ['picked_up', 'cancelled'] });
  api().on('GET', '/api/ops/bookings/:id', { body: due });
  api().on('POST', `${orderPath}/status`, { body: orderDetail({ version: 4 }) });
  renderConsole(`/ops/orders/${order.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move to Picked Up' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a pickup the business moved (a closed day), and why', async () => {
  api().on('GET', '/api/ops/bookings/:id', {
    body: orderDetail({
      pickup_date: '2026-11-30',
      pickup_window: '08:00',
      pickup_window_end: '10:00',
      pickup_moves: [
        {
          from: { date: '2026-11-28', window: '10:00', window_end: '12:00' },
          to: { date: '2026-11-30', window: '08:00', window_end: '10:00' },
          reason: 'Osu branch is closed on Sat, Nov 28: Water outage',
          at: '2026-11-26T10:00:00.000Z',
        },
      ],
    }),
  });
  renderConsole(`/ops/orders/${order.id}`);
  const moved = await screen.findByText('Pickup moved');
  expect(moved.nextSibling).toHaveTextContent(
    'From Sat, Nov 28 · 10:00–12:00 to Mon, Nov 30 · 08:00–10:00: Osu branch is closed on Sat, Nov 28: Water outage. The customer was told.',
  );
});
