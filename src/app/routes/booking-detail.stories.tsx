import type { Meta } from '@storybook/react';
import { at, bookingInProgress, bookingMoved, bookings, customerApi, customerBooking, dayAfter, failure, get, TODAY } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/bookings/booking/:id: one booking, its items, payment and timeline. */
const meta = { title: 'App/Booking' } satisfies Meta;
export default meta;

const path = `/app/bookings/booking/${bookingInProgress.id}`;

export const InProgress = appStory(path, [...customerApi(), get('/api/bookings/:id', { body: bookingInProgress })]);

/** Waiting for payment: the customer can still pay or cancel. */
export const Unpaid = appStory(path, [
  ...customerApi(),
  get('/api/bookings/:id', { body: customerBooking(1, { transaction: { reference: 'ps_ref_1', payment_status: 'unpaid' } }) }),
]);

export const Cancelled = appStory(path, [
  ...customerApi(),
  get('/api/bookings/:id', {
    body: customerBooking(1, {
      status: 'cancelled',
      transaction: { reference: 'ps_ref_1', payment_status: 'refunded' },
      events: [
        { status: 'pending', at: at(-2, '08:00'), note_for_customer: null },
        { status: 'cancelled', at: at(-1, '11:20'), note_for_customer: 'Our van could not reach the address; your payment has been refunded.' },
      ],
    }),
  }),
]);

export const Completed = appStory(path, [...customerApi(), get('/api/bookings/:id', { body: bookings[3] })]);

/** Paid on its estimate and weighed heavier: the balance is due, never a green 'Paid'. */
export const BalanceDue = appStory(path, [...customerApi(), get('/api/bookings/:id', { body: bookings[0] })]);

/** Every line covered by the package: GHC 0.00, settled at checkout, nothing to pay. */
export const CoveredByPackage = appStory(path, [...customerApi(), get('/api/bookings/:id', { body: { ...bookings[4], status: 'pending' } })]);
/** Its branch closed on the day booked: the pickup moved two days on, and the booking says why, as the email did. */
export const PickupMoved = appStory(path, [...customerApi(), get('/api/bookings/:id', { body: bookingMoved })]);

export const Loading = appStory(path, [...customerApi(), get('/api/bookings/:id', 'loading')]);
export const Failed = appStory(path, [...customerApi(), get('/api/bookings/:id', failure())]);

/** Collected: the rug measured, the hem priced and waiting for the customer's answer. */
export const JobToAnswer = appStory(path, [
  ...customerApi(),
  get('/api/bookings/:id', {
    body: customerBooking(1, {
      status: 'picked_up',
      sub_total: '238.00',
      booking_items: [
        { id: '9e300000-0000-4000-8000-000000000001', item_name: 'Hemming (Trousers or Skirt)', quantity: 1, unit: 'job', estimate: false, note: 'Shorten two trousers by 3 cm', from_price: '25.00', job_status: 'awaiting_answer', total: '45.00', covered_quantity: 0, covered_by: null },
        { id: '9e300000-0000-4000-8000-000000000002', item_name: 'Rug (per m²)', quantity: 4.5, unit: 'm2', estimated_quantity: 4, estimate: false, total: '135.00', covered_quantity: 0, covered_by: null },
        { id: '9e300000-0000-4000-8000-000000000003', item_name: 'Sneakers (Canvas)', quantity: 1, unit: 'pair', estimate: false, total: '40.00', covered_quantity: 0, covered_by: null },
        { id: '9e300000-0000-4000-8000-000000000004', item_name: 'Shirt (iron only)', quantity: 3, unit: 'piece', estimate: false, total: '18.00', covered_quantity: 0, covered_by: null },
      ],
    }),
  }),
]);

/** Many items, some covered by the package. */
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/bookings/:id', {
    body: customerBooking(1, {
      status: 'ready_for_delivery',
      sub_total: '428.00',
      booking_items: ['Shirt', 'Trousers', 'Suit (2 piece)', 'Kente cloth (full length, hand finished)', 'Bedsheet (king size)', 'Duvet', 'Curtains (per panel)', 'Tie'].map((name, i) => ({
        id: `9e200000-0000-4000-8000-00000000000${i}`,
        item_name: name,
        quantity: i + 1,
        unit: 'piece' as const,
        estimate: false,
        total: `${(i * 13.5).toFixed(2)}`,
        covered_quantity: i % 3 === 0 ? 1 : 0,
        covered_by: i % 3 === 0 ? 'Family Bundle' : null,
      })),
    }),
  }),
]);

/**
 * /app/bookings/booking/:id/edit: the checkout's days and windows, a holiday refused with its
 * reason, and the booking's own window (full only because it holds a place there) kept.
 */
const pendingBooking = customerBooking(1, {
  status: 'pending',
  pickup_date: dayAfter(TODAY, 1),
  pickup_window: '14:00',
  pickup_window_end: '16:00',
  transaction: { reference: 'ps_ref_1', payment_status: 'unpaid' },
});
export const Edit = appStory(`/app/bookings/booking/${pendingBooking.id}/edit`, [
  ...customerApi(),
  get('/api/bookings/:id', { body: pendingBooking }),
]);
