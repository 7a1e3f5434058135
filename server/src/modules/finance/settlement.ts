/**
 * Settlement: the one place a payment becomes paid. Verify (the customer's browser) and the
 * Paystack webhook (the provider) both hand the provider's report here. A payment is paid only when
 * the provider says success AND the amount AND the currency are exactly what we asked for; anything
 * else is recorded with its reason. Each settlement runs in one database transaction holding row
 * locks (the booking or subscription, then the attempt), so racing calls settle once: the second
 * finds the attempt already paid and changes nothing. Money that arrives when nothing is owed (the
 * booking was cancelled while its checkout was open, or it was paid already) is recorded as owed
 * back, and the caller sends the refund after the commit (refunds.ts); so is money for a
 * subscription that has ended (expired), which an old attempt must never reactivate.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { PaymentTransaction } from '../../db/schema';
import { fromPesewas } from '@laundry-accra/domain/money';
import { formatMoney } from '@laundry-accra/domain/format';
import { isEndedSubscription, moneyMoved } from '@laundry-accra/domain/statuses';
import { canPayAhead } from '@laundry-accra/domain/renewal';
import { todayInAccra } from '@laundry-accra/domain/dates';
import type { Notifications } from '../notifications/notifications.service';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { dueOf, financeRepository, payableOf, type NewAttempt } from './finance.repository';
import type { GatewayPayment } from './gateways/gateway';
import { oweRefund } from './refunds';

/** What the provider's report means for our attempt. */
export type Judgement =
  | { verdict: 'paid' }
  /** Final for this attempt: `reason` is kept on the attempt, `detail` tells the customer what to do. */
  | { verdict: 'failed'; reason: string; detail: string }
  /** Not finished at the provider yet: nothing is recorded. */
  | { verdict: 'pending'; detail: string };

const cedis = (pesewas: number) => formatMoney(fromPesewas(pesewas));

/** Judges the provider's report against what the attempt asked for. Pure: no database, no clock. */
export function judgePayment(expected: Pick<PaymentTransaction, 'reference' | 'amountPesewas' | 'currency'>, payment: GatewayPayment): Judgement {
  const contactUs = `Please contact us and quote reference ${expected.reference}.`;
  switch (payment.status) {
    case 'success':
      if (payment.currency !== expected.currency) {
        return {
          verdict: 'failed',
          reason: `currency_mismatch: provider reported ${String(payment.currency)}, expected ${expected.currency}`,
          detail: `The payment was made in ${String(payment.currency)} instead of ${expected.currency}, so it could not be applied. ${contactUs}`,
        };
      }
      if (payment.amountPesewas !== expected.amountPesewas) {
        return {
          verdict: 'failed',
          reason: `amount_mismatch: provider reported ${String(payment.amountPesewas)} pesewas, expected ${expected.amountPesewas}`,
          detail: `The amount paid (${payment.amountPesewas === null ? 'unknown' : cedis(payment.amountPesewas)}) does not match the amount due (${cedis(expected.amountPesewas)}), so it could not be applied. ${contactUs}`,
        };
      }
      return { verdict: 'paid' };
    case 'failed':
      return {
        verdict: 'failed',
        reason: `declined: ${payment.gatewayResponse ?? 'no reason given'}`,
        detail: `Your payment was declined${payment.gatewayResponse ? ` (${payment.gatewayResponse})` : ''}. Please press Make Payment to try again, or use another card or mobile money wallet.`,
      };
    case 'abandoned':
      return {
        verdict: 'failed',
        reason: 'abandoned: the checkout was not completed',
        detail: 'The payment was not completed. Please press Make Payment to try again.',
      };
    case 'reversed':
      return {
        verdict: 'failed',
        reason: `reversed: ${payment.gatewayResponse ?? 'the provider reversed the payment'}`,
        detail: `This payment was reversed by the payment provider, so it could not be applied. ${contactUs}`,
      };
    case 'not_found':
      return {
        verdict: 'failed',
        reason: 'not_found: the provider has no payment with this reference',
        detail: 'The payment provider has no record of this payment. Please press Make Payment to start again.',
      };
    case 'pending':
      return { verdict: 'pending', detail: 'Your payment is still being processed. Please check again in a few minutes.' };
  }
}

/**
 * Marks an attempt paid and does what being paid means: the other open attempts of the same
 * booking or subscription are closed, a subscription becomes active, and the customer's receipt
 * (or welcome) is written in the same transaction. The one way anything becomes paid, online
 * (settlement below) or at the counter (ops/ops-bookings.service.ts); the caller holds the
 * booking's or subscription's row lock in `tx`.
 */
export async function recordPaid(
  tx: Tx,
  attempt: PaymentTransaction,
  paid: Partial<NewAttempt>,
  notifications: Notifications,
): Promise<PaymentTransaction> {
  const payable = payableOf(attempt);
  const repo = financeRepository(tx).forCustomer(attempt.userId);
  const row = await repo.updateAttempt(attempt.id, { ...paid, paymentStatus: 'paid', failureReason: null });
  await repo.closeOtherOpenAttempts(payable, attempt.id, `superseded: paid with reference ${attempt.reference}`);
  if (payable.kind === 'subscription') {
    await subscriptionsRepository(tx).forCustomer(attempt.userId).activate(payable.id);
  }
  await notifications.paymentReceived(tx, row);
  return row;
}

/** The result of settling a report. */
export type Settlement =
  /** This call made the attempt paid. */
  | { outcome: 'settled'; attempt: PaymentTransaction }
  /** It was paid already (an earlier verify or webhook): nothing changed. */
  | { outcome: 'already_paid'; attempt: PaymentTransaction }
  | { outcome: 'failed'; attempt: PaymentTransaction; detail: string }
  | { outcome: 'pending'; attempt: PaymentTransaction; detail: string }
  /**
   * The money moved but is not wanted: the booking was cancelled while its checkout was open, or
   * it was paid already. The attempt owes a refund; `owedNow` says this call recorded it, and the
   * caller sends it (refunds.ts) after the commit; false when an earlier call did.
   */
  | { outcome: 'refund_owed'; attempt: PaymentTransaction; detail: string; owedNow: boolean };

/** What the customer reads when their payment is being given back (refund_owed). */
export const REFUND_OWED_DETAILS = {
  cancelled: (amount: string) =>
    `This booking was cancelled before your payment arrived, so your payment of ${amount} is being refunded to you.`,
  ended: (amount: string) =>
    `This subscription has ended, so your payment of ${amount} is being refunded to you. Subscribe to the package again to renew it.`,
  duplicate: (amount: string) =>
    `This was already paid for, so this second payment of ${amount} is being refunded to you.`,
} as const;

/**
 * Settles the provider's report on `found`, the attempt it is about (found by its customer's
 * verify or by the provider's webhook), once.
 */
export async function settlePayment(
  db: Db,
  found: PaymentTransaction,
  payment: GatewayPayment,
  log: FastifyBaseLogger,
  notifications: Notifications,
): Promise<Settlement> {
  const payable = payableOf(found);

  return db.transaction(async (tx) => {
    // The attempt's owner: every row below is theirs.
    const repo = financeRepository(tx).forCustomer(found.userId);
    // Same lock order as "Make Payment" (booking or subscription, then attempt): no deadlock.
    const locked = await repo.lockPayable(payable);
    const attempt = (await repo.lockAttempt(found.id))!;
    if (attempt.paymentStatus === 'paid') return { outcome: 'already_paid', attempt };
    const others = await repo.attemptsFor(payable);
    const cancelled = payable.kind === 'booking' && locked?.status === 'cancelled';
    // An ended subscription is renewed by subscribing again: money for it through an old attempt
    // must not bring it back to life, so it goes back like money for a cancelled booking.
    const ended = payable.kind === 'subscription' && locked !== undefined && isEndedSubscription(locked.status);
    const refundDetail = () =>
      (cancelled
        ? REFUND_OWED_DETAILS.cancelled
        : ended
          ? REFUND_OWED_DETAILS.ended
          : REFUND_OWED_DETAILS.duplicate)(cedis(attempt.amountPesewas));
    // Settled before as money to give back: the refund is under way (or done); nothing to do again.
    if (moneyMoved(attempt.paymentStatus)) {
      return { outcome: 'refund_owed', attempt, detail: refundDetail(), owedNow: false };
    }

    const judgement = judgePayment(attempt, payment);
    if (judgement.verdict === 'pending') return { outcome: 'pending', attempt, detail: judgement.detail };

    if (judgement.verdict === 'failed') {
      const unchanged =
        attempt.paymentStatus === 'failed' &&
        attempt.failureReason === judgement.reason &&
        attempt.gatewayResponse === payment.gatewayResponse;
      const recorded = unchanged
        ? attempt
        : await repo.updateAttempt(attempt.id, {
            paymentStatus: 'failed',
            failureReason: judgement.reason,
            gatewayResponse: payment.gatewayResponse,
          });
      if (!unchanged) log.warn({ reference: attempt.reference, reason: judgement.reason }, 'payment not applied');
      return { outcome: 'failed', attempt: recorded, detail: judgement.detail };
    }

    // Paid. A success can arrive for an attempt already marked failed (an abandoned checkout the
    // customer went back to and completed): the money moved, so it counts, unless nothing is
    // owed any more: then it goes back.
    const moved = { paidAt: payment.paidAt ?? new Date(), gatewayResponse: payment.gatewayResponse };
    // A booking may take a second payment for the balance left after weighing: only money beyond
    // what is due is a duplicate.
    const otherAttempts = others.filter((other) => other.id !== attempt.id);
    // An active subscription takes a payment only for its next month, in the days before its paid
    // month ends; once one such payment is in, the month ends later and another is a duplicate.
    const paidAlready =
      payable.kind === 'booking' && locked
        ? otherAttempts.some((other) => moneyMoved(other.paymentStatus) && other.paymentStatus !== 'paid') ||
          dueOf(locked.price, otherAttempts, await repo.partiallyRefunded(payable)) < attempt.amountPesewas
        : locked?.status === 'active'
          ? !canPayAhead({ status: 'active', end_date: locked.endDate ?? null }, todayInAccra())
          : otherAttempts.some((other) => moneyMoved(other.paymentStatus));
    if (cancelled || ended || paidAlready) {
      const owed = await oweRefund(tx, attempt.id, moved);
      log.warn({ reference: attempt.reference, payable, cancelled, ended }, 'payment arrived for a cancelled or paid booking, or an ended or paid subscription: refund owed');
      return { outcome: 'refund_owed', attempt: owed, detail: refundDetail(), owedNow: true };
    }
    const paid = await recordPaid(tx, attempt, moved, notifications);
    log.info({ reference: attempt.reference, payable }, 'payment settled');
    return { outcome: 'settled', attempt: paid };
  });
}
