import type { Meta } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { COUNTER_PAYMENT_MESSAGES } from '@laundry-accra/domain/counter-payment';
import { consoleApi, failure, get, orderAtPickup, orderDetail, orderFarAlong, route } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/orders/:id: one order, its steps, payment, messages and timeline. */
const meta = { title: 'Console/Order' } satisfies Meta;
export default meta;

const path = `/ops/orders/${orderFarAlong.id}`;

export const FarAlong = consoleStory(path, consoleApi());
export const Unpaid = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: orderDetail() })]);
export const RefundFailed = consoleStory(path, [
  ...consoleApi(),
  get('/api/ops/bookings/:id', {
    body: orderDetail({
      status: 'cancelled',
      payment_status: 'refund_failed',
      next_statuses: [],
      transaction: { ...orderDetail().transaction, payment_status: 'refund_failed', method: 'online', provider: 'paystack', reference: 'ps_ref_42', paid_at: '2026-11-23T09:31:00.000Z', refund_error: 'The gateway refused the refund: the card has expired.' },
      payments: [
        { id: '9a000000-0000-4000-8000-000000000003', method: 'online', payment_status: 'refund_failed', amount: '120.00', tendered: null, change: null, network: null, payer_phone: null, reference: 'ps_ref_42', paid_at: '2026-11-23T09:31:00.000Z', received_by: null },
      ],
    }),
  }),
]);
/** Just collected, a line of every unit: the weight and the size to record, the job to price. */
export const AtPickup = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: orderAtPickup() })]);
export const Loading = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', 'loading')]);
export const NotFound = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', failure(404, 'Not found.'))]);
export const Failed = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', failure())]);

/** The cancel step asks first: the dialog opens. */
export const CancelDialog = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: orderDetail() })], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /cancel/i }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
});

/** Opens "Record payment" and returns the dialog. */
async function openPayment(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Record (payment|balance)/ }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
}

/** An order of GHC 120.00 that took GHC 70.00 in cash: GHC 50.00 still owed. */
const partPaid = orderDetail({
  payment_status: 'paid',
  amount_due: '50.00',
  payment_state: { state: 'balance_due', amount: '50.00' },
  payments: [
    { id: '9a000000-0000-4000-8000-000000000001', method: 'cash', payment_status: 'paid', amount: '70.00', tendered: null, change: null, network: null, payer_phone: null, reference: null, paid_at: '2026-11-24T08:20:00.000Z', received_by: { id: '7a000000-0000-4000-8000-000000000001', name: 'Kofi Boateng' } },
  ],
});

/** The counter form on the balance: cash handed over beyond what is owed shows the change to give. */
export const PaymentWithChange = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: partPaid })], {
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const amount = dialog.getByLabelText('Amount (GHC)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await expect(dialog.getByText('Change to give')).toBeInTheDocument();
  },
});

/** Mobile money for more than is owed: the server's message on the amount field. */
export const MobileMoneyRefused = consoleStory(
  path,
  [
    ...consoleApi(),
    get('/api/ops/bookings/:id', { body: partPaid }),
    route('POST', '/api/ops/bookings/:id/payments', { status: 400, body: { amount: [COUNTER_PAYMENT_MESSAGES.overOwed('50.00')] } }),
  ],
  {
    play: async ({ canvasElement }) => {
      const dialog = await openPayment(canvasElement);
      await userEvent.selectOptions(dialog.getByLabelText('Method'), 'mobile_money');
      await userEvent.selectOptions(dialog.getByLabelText('Network'), 'mtn');
      await userEvent.type(dialog.getByLabelText("Payer's number"), '024 412 3456');
      const amount = dialog.getByLabelText('Amount (GHC)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '60');
      await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
      await expect(await dialog.findByText(/^The amount can be at most/)).toBeInTheDocument();
      },
    },
  );

/** A step just made by this clerk: 'Move back' asks why, and says what the customer is told. */
export const MoveBackDialog = consoleStory(
  path,
  [...consoleApi(), get('/api/ops/bookings/:id', { body: orderDetail({ move_back: { to: 'pending', until: '2026-11-24T08:25:00.000Z' } }) })],
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Move back to Pending' }));
      await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
    },
  },
);

/** Paid in two parts: MTN MoMo with the payer's number, then cash with its change. */
export const PaidInParts = consoleStory(path, [
  ...consoleApi(),
  get('/api/ops/bookings/:id', {
    body: orderDetail({
      payment_status: 'paid',
      payment_state: { state: 'paid', amount: null },
      payments: [
        { id: '9a000000-0000-4000-8000-000000000002', method: 'mobile_money', payment_status: 'paid', amount: '70.00', tendered: null, change: null, network: 'mtn', payer_phone: '+233244123456', reference: 'MP-4471', paid_at: '2026-11-24T08:20:00.000Z', received_by: { id: '7a000000-0000-4000-8000-000000000001', name: 'Kofi Boateng' } },
        { ...partPaid.payments[0], amount: '50.00', tendered: '60.00', change: '10.00', paid_at: '2026-11-24T08:31:00.000Z' },
      ],
    }),
  }),
]);

/** Picking up ahead of the day the customer booked asks first. */
export const EarlyPickupDialog = consoleStory(
  path,
  [...consoleApi(), get('/api/ops/bookings/:id', { body: orderDetail({ status: 'pending', pickup_date: '2099-03-02', next_statuses: ['picked_up', 'cancelled'] }) })],
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Move to Picked Up' }));
      await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
    },
  },
);

/** Packed, for collection at the branch: 'Ready for Pickup' is the move, delivering is an override. */
const collected = orderDetail({ status: 'packaging', handover: 'collection', next_statuses: ['ready_for_pickup'], override_statuses: ['ready_for_delivery'] });
export const ForCollection = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: collected })]);

/** The override asks why first: the customer is told the reason. */
export const OverrideDialog = consoleStory(path, [...consoleApi(), get('/api/ops/bookings/:id', { body: collected })], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ready for Delivery instead…' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
});
