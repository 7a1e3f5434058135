/**
 * The states a booking, a payment and a subscription can be in. Stored as text in the database,
 * named the same in the API and the app.
 */

/** Booking statuses, in the order a booking moves through them. */
export const BOOKING_STATUSES = [
  'pending',
  'picked_up',
  'washing',
  'packaging',
  'ready_for_pickup',
  'ready_for_delivery',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Payment statuses of a booking's or subscription's transaction. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Subscription statuses: a new subscription is inactive until paid. */
export const SUBSCRIPTION_STATUSES = ['inactive', 'active'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
