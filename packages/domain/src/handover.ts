/**
 * How a finished order goes back to its customer, chosen at checkout: brought to their dropoff
 * address ('delivery', the default, and what every booking made before the choice existed is), or
 * collected by them at the branch ('collection': no dropoff address, no delivery part of the fee,
 * pickup-delivery.ts `handoverTerms`). The customer may change it until the order is ready; staff
 * are offered only the matching 'Ready for …' move, the other one needs a reason the customer is
 * told. Decision 072 explains it.
 */
import type { BookingStatus } from './statuses';
import { nextStatuses } from './statuses';

export const HANDOVERS = ['delivery', 'collection'] as const;
export type Handover = (typeof HANDOVERS)[number];

/** What a booking made before the choice existed is, and what checkout starts from. */
export const DEFAULT_HANDOVER: Handover = 'delivery';

/** True when the value is one of the handovers. */
export const isHandover = (value: unknown): value is Handover =>
  typeof value === 'string' && (HANDOVERS as readonly string[]).includes(value);

/** The choice as the customer reads it at checkout and on Edit Booking. */
export function handoverChoiceLabel(handover: Handover, branchName: string): string {
  return handover === 'delivery' ? 'Deliver to my address' : `I'll collect at ${branchName}`;
}

/** The choice as a booking's detail and the emails tell it to the customer. */
export function handoverInWords(handover: Handover, branchName: string): string {
  return handover === 'delivery'
    ? 'Delivered to your dropoff address'
    : `You collect it at ${branchName}`;
}

/** The choice as staff read it on the board, the order, the route sheet and the ticket. */
export const HANDOVER_LABELS: { readonly [H in Handover]: string } = {
  delivery: 'Delivery',
  collection: 'Collection at branch',
};

/** The one 'Ready for …' status that fits the choice. */
export const readyStatusFor = (handover: Handover): BookingStatus =>
  handover === 'delivery' ? 'ready_for_delivery' : 'ready_for_pickup';

const READY_STATUSES: readonly BookingStatus[] = ['ready_for_pickup', 'ready_for_delivery'];

/** True for a move to the 'Ready for …' status the customer did not choose: it needs a reason. */
export const isHandoverOverride = (handover: Handover, to: BookingStatus): boolean =>
  READY_STATUSES.includes(to) && to !== readyStatusFor(handover);

/** The moves staff are offered from `status` for an order with this choice (the other 'Ready for …' left out). */
export const offeredStatuses = (status: BookingStatus, handover: Handover): BookingStatus[] =>
  nextStatuses(status).filter((to) => !isHandoverOverride(handover, to));

/** The moves that exist from `status` but go against the choice: offered only behind an override. */
export const overrideStatuses = (status: BookingStatus, handover: Handover): BookingStatus[] =>
  nextStatuses(status).filter((to) => isHandoverOverride(handover, to));

/** Statuses in which the customer may still change the choice: until the order is ready. */
export const HANDOVER_CHANGEABLE: readonly BookingStatus[] = [
  'pending',
  'picked_up',
  'washing',
  'packaging',
];

/** True while the customer may still change how the order comes back. */
export const canChangeHandover = (status: BookingStatus): boolean =>
  HANDOVER_CHANGEABLE.includes(status);

/** What the API answers (400 or 409) about the choice. */
export const HANDOVER_MESSAGES = {
  /** A value that is neither choice. */
  handover: 'Choose delivery to your address or collection at the branch.',
  /** The order is ready (or closed): the choice is fixed. */
  tooLate: 'This order is ready: how it comes back can no longer be changed. Please contact us.',
  /** An override move without its reason. */
  overrideReason: 'Give the reason for going against the customer’s choice; they are told it.',
} as const;
