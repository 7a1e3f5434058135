/**
 * Jobs priced at pickup (mending and alteration): the customer books a job at its published "from"
 * price and says what needs doing; at pickup staff look at the garment and set the price, at or
 * above the "from" price; the customer is told and accepts or refuses it in the app; work on the
 * order starts only once every job is answered. A refused job costs nothing and comes back undone.
 */
import type { BookingStatus } from './statuses';
import { statusInWords } from './statuses';
import { formatMoney } from './format';
import { JOB_TO_PRICE } from './unit-rules';
import type { JobStatus } from './units';

/** Statuses in which staff may price jobs: collected, before work starts. */
export const JOB_PRICING_STATUSES = ['picked_up'] as const satisfies readonly BookingStatus[];

/** True when the jobs of a booking in `status` may be priced. */
export const canPriceJobs = (status: BookingStatus): boolean => (JOB_PRICING_STATUSES as readonly string[]).includes(status);

/** True while a job holds work back: not priced yet, or priced and not answered. */
export const jobHoldsWork = (status: JobStatus | null | undefined): boolean => status === 'to_price' || status === 'awaiting_answer';

/**
 * The moves an order may make while a job holds work back: not into the wash (the server refuses
 * it with `JOB_MESSAGES.waitForAnswers`), so the console does not offer it.
 */
export function movesWhileJobsWait<S extends BookingStatus>(moves: readonly S[], lines: readonly { job_status?: JobStatus | null }[]): S[] {
  return lines.some((line) => jobHoldsWork(line.job_status)) ? moves.filter((status) => status !== 'washing') : [...moves];
}

/** What staff read beside a job on the order and the ticket, by where it stands. */
export const JOB_STATUS_STAFF_WORDS: Record<JobStatus, string> = {
  to_price: 'To price at pickup',
  awaiting_answer: 'Price sent: the customer accepts or refuses it',
  accepted: 'Price accepted by the customer',
  refused: 'Price refused: return it undone',
};

/** What staff and customers read when a job's price or answer cannot be recorded. */
export const JOB_MESSAGES = {
  /** 409: the order is not picked up. */
  notPriceable: (status: BookingStatus) =>
    `Jobs are priced once the order is picked up and before work starts; this order is ${statusInWords(status)}.`,
  /** 400 on `lines`: an id that is not one of the booking's jobs. */
  notAJob: 'Only the jobs of this order (mending and alterations) are priced at pickup.',
  /** 400 on `lines`: below the published price. */
  belowFrom: (from: string) => `A job's price is at least its "from" price, ${formatMoney(from)}.`,
  /** 409 on `lines`: the customer has answered already. */
  answered: 'The customer has already answered this price: it can no longer change.',
  /** 400: nothing sent. */
  empty: 'Give the price of at least one job.',
  /** 409 for a customer: nothing to answer (not priced yet, or answered). */
  notAwaiting: 'There is no price waiting for your answer on this job.',
  /** 409 on a move to washing: work waits for every job's answer. */
  waitForAnswers: 'Work starts once every mending job is priced and its price accepted or refused by the customer.',
} as const;

/** What the customer reads beside a job, by where it stands. */
export const JOB_STATUS_WORDS: Record<JobStatus, string> = {
  to_price: JOB_TO_PRICE,
  awaiting_answer: 'Priced at pickup: accept or refuse the price before we start.',
  accepted: 'Price accepted.',
  refused: 'Price refused: we return it undone, at no charge.',
};
