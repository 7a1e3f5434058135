import type { Meta } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { consoleApi, failure, get, orderAtPickup, orderDetail, orderFarAlong } from '@/testing/fixtures';
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
