/**
 * Weighing (and measuring) at pickup: a line sold by the kilo or the square metre carries the customer's estimate until staff weigh
 * the laundry, then the weighed figure; the booking's total follows, and what is still to pay (or
 * to give back) is the total less the money already taken. One rule for the server, the console
 * and the customer app.
 */
import type { BookingStatus } from './statuses';
import { statusInWords } from './statuses';

/** Statuses in which staff may record weights: collected, and at most in the wash. */
export const WEIGHABLE_STATUSES = ['picked_up', 'washing'] as const satisfies readonly BookingStatus[];

/** True when a booking in `status` may be weighed. */
export const canWeigh = (status: BookingStatus): boolean => (WEIGHABLE_STATUSES as readonly string[]).includes(status);

/** What staff read when a weighing cannot be recorded. */
export const WEIGH_MESSAGES = {
  /** 409: the booking is not picked up or washing. */
  notWeighable: (status: BookingStatus) =>
    `Weights are recorded once the order is picked up and before it is packaged; this order is ${statusInWords(status)}.`,
  /** 400 on `lines`: an id that is not one of the booking's per-kg lines. */
  notPerKg: 'Only the lines of this order sold by the kilo or the square metre can be weighed or measured.',
  /** 400 on `lines`: nothing sent. */
  empty: 'Give the weight of at least one line.',
} as const;

/**
 * What is still to pay, in pesewas, for a booking whose total is `totalPesewas`: the total less
 * the payments taken (`paidPesewas`) plus what was given back of them (`refundedPesewas`, partial
 * refunds after weighing). Negative when more was taken than the booking now costs.
 */
export const amountDuePesewas = (totalPesewas: number, paidPesewas: readonly number[], refundedPesewas = 0): number =>
  totalPesewas - paidPesewas.reduce((sum, amount) => sum + amount, 0) + refundedPesewas;
