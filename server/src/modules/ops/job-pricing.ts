/**
 * Pricing jobs at pickup and the customer's answer (packages/domain/src/jobs.ts): each changes a
 * line's total, so the booking's sub total, its Express fee and the money follow, as after
 * weighing (finance/total-change.ts). Both run on the repositories of the caller's transaction,
 * which holds the booking's lock and writes the audit row and the notification with them.
 */
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { JOB_MESSAGES, canPriceJobs } from '@laundry-accra/domain/jobs';
import { BOOKING_CONFLICTS } from '@laundry-accra/domain/statuses';
import { bookingTotal, rescaledExpressFee } from '@laundry-accra/domain/service-speed';
import { isPricedAtPickup, type JobAnswer } from '@laundry-accra/domain/units';
import type { PriceJobsBody } from '@laundry-accra/domain/schemas/ops';
import type { Booking } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { followNewTotal, type TotalChange } from '../finance/total-change';
import type { Repositories } from '../repositories';

/** The booking's new sub total (its lines as they now stand), Express fee and version. */
async function retotal(repos: Repositories, booking: Booking): Promise<{ subTotal: string; total: string }> {
  const lines = await repos.jobs.lines(booking.id);
  const subTotal = fromPesewas(lines.reduce((sum, line) => sum + toPesewas(line.total), 0));
  const expressFee = rescaledExpressFee(booking.expressFee, booking.subTotal, subTotal);
  await repos.jobs.retotal(booking.id, { subTotal, expressFee });
  return { subTotal, total: bookingTotal({ sub_total: subTotal, express_fee: expressFee, pickup_fee: booking.pickupFee }) };
}

/** What a pricing or an answer changed: for the audit row, the notification and the refund. */
export interface JobChange extends TotalChange {
  before: { sub_total: string; lines: { id: string; price: string }[] };
  after: { sub_total: string; lines: { id: string; price: string }[] };
}

/**
 * Staff's prices of the booking's jobs, at or above each one's "from" price, while it is picked
 * up (409 otherwise, for a stale version, or once the customer answered).
 */
export async function priceJobs(repos: Repositories, booking: Booking, body: PriceJobsBody): Promise<JobChange> {
  if (!body.lines.length) throw badRequest({ lines: [JOB_MESSAGES.empty] });
  if (booking.version !== body.version) throw conflict(BOOKING_CONFLICTS.changedByOthers);
  if (!canPriceJobs(booking.status)) throw conflict(JOB_MESSAGES.notPriceable(booking.status));
  const repo = repos.jobs;
  const jobs = new Map((await repo.lines(booking.id)).filter((line) => isPricedAtPickup(line.unit)).map((line) => [line.id, line]));
  const errors = new Set<string>();
  for (const sent of body.lines) {
    const job = jobs.get(sent.id.toLowerCase());
    if (!job) errors.add(JOB_MESSAGES.notAJob);
    else if (toPesewas(sent.price) < toPesewas(job.fromPrice ?? job.unitPrice)) errors.add(JOB_MESSAGES.belowFrom(job.fromPrice ?? job.unitPrice));
  }
  if (errors.size) throw badRequest({ lines: [...errors] });
  if (body.lines.some((sent) => jobs.get(sent.id.toLowerCase())!.answer !== null)) throw conflict(JOB_MESSAGES.answered);

  const now = new Date();
  for (const sent of body.lines) await repo.setPrice(sent.id.toLowerCase(), sent.price, now);
  const { subTotal, total } = await retotal(repos, booking);
  const change = await followNewTotal(repos, booking, total, now, 'a job was priced');
  return {
    ...change,
    before: { sub_total: booking.subTotal, lines: body.lines.map((sent) => ({ id: sent.id, price: jobs.get(sent.id.toLowerCase())!.total })) },
    after: { sub_total: subTotal, lines: body.lines.map((sent) => ({ id: sent.id, price: sent.price })) },
  };
}

/**
 * The customer's answer to a job's price: only a priced job not yet answered (409 otherwise); a
 * refused one costs nothing. 'not found' when the line is not a job of this booking.
 */
export async function answerJob(repos: Repositories, booking: Booking, lineId: string, answer: JobAnswer): Promise<JobChange | 'not found'> {
  const repo = repos.jobs;
  const job = (await repo.lines(booking.id)).find((line) => line.id === lineId.toLowerCase() && isPricedAtPickup(line.unit));
  if (!job) return 'not found';
  if (booking.status === 'cancelled' || job.pricedAt === null || job.answer !== null) throw conflict(JOB_MESSAGES.notAwaiting);
  const now = new Date();
  await repo.setAnswer(job.id, answer, now);
  const { subTotal, total } = await retotal(repos, booking);
  const change = await followNewTotal(repos, booking, total, now, `a job was ${answer}`);
  return {
    ...change,
    before: { sub_total: booking.subTotal, lines: [{ id: job.id, price: job.total }] },
    after: { sub_total: subTotal, lines: [{ id: job.id, price: answer === 'refused' ? '0.00' : job.total }] },
  };
}
