/**
 * How each status looks on screen (SPEC §4): the label a customer reads and the tone it is drawn
 * in. The site, the app and the design system's Badge all read these two mappings, so a status is
 * named and coloured the same everywhere.
 */
import type { PaymentStatus } from './statuses';

/** The colour family of a status; the Badge turns it into design tokens. */
export type StatusTone = 'warning' | 'success' | 'primary' | 'danger' | 'neutral';

/** What a customer sees for one status. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

const lookup = <T extends StatusLook>(
  looks: Record<string, T>,
  status: string | null | undefined,
) => (status != null && Object.hasOwn(looks, status) ? looks[status] : undefined);

// ---------------------------------------------------------------------------------------------
// Bookings and subscriptions share one badge.

const PROGRESS_LOOKS: Record<string, StatusLook> = {
  pending: { label: 'Pending', tone: 'warning' },
  picked_up: { label: 'Picked Up', tone: 'primary' },
  washing: { label: 'Washing', tone: 'primary' },
  packaging: { label: 'Packaging', tone: 'primary' },
  ready_for_pickup: { label: 'Ready for Pickup', tone: 'success' },
  ready_for_delivery: { label: 'Ready for Delivery', tone: 'success' },
  completed: { label: 'Completed', tone: 'success' },
  active: { label: 'Active', tone: 'primary' },
  inactive: { label: 'Inactive', tone: 'warning' },
  // A subscription whose paid month has ended: nothing wrong, just over (not 'Cancelled').
  expired: { label: 'Expired', tone: 'neutral' },
  // The original service spelt the key this way; old records may still carry it.
  inacative: { label: 'Inactive', tone: 'warning' },
};

/** Shown for a cancelled booking and for any status this list does not know. */
export const CANCELLED_LOOK: StatusLook = { label: 'Cancelled', tone: 'danger' };

/** Label and tone of a booking or subscription status; anything unknown reads 'Cancelled'. */
export function statusLook(status: string | null | undefined): StatusLook {
  return lookup(PROGRESS_LOOKS, status) ?? CANCELLED_LOOK;
}

// ---------------------------------------------------------------------------------------------
// Payment of a booking's or subscription's transaction (booking detail).

const PAYMENT_LOOKS: Record<PaymentStatus, StatusLook> = {
  paid: { label: 'Paid', tone: 'success' },
  unpaid: { label: 'Unpaid', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  // A cancelled booking's money on its way back to the customer (or back already).
  refunded: { label: 'Refunded', tone: 'primary' },
  refund_failed: { label: 'Refund failed', tone: 'danger' },
  refund_due: { label: 'Refund due', tone: 'warning' },
};

/**
 * Label and tone of a payment status. Only 'paid' closes payment (SPEC §4), so an unknown value is
 * shown like 'unpaid': greyed, still payable.
 */
export function paymentStatusLook(status: string | null | undefined): StatusLook {
  return lookup(PAYMENT_LOOKS, status) ?? PAYMENT_LOOKS.unpaid;
}
