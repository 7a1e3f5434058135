/**
 * What happens to the money when a booking's total changes after checkout (weighed or measured at
 * pickup, a job priced at pickup or refused by its customer): an unpaid booking asks for the new
 * total; one paid on its estimate owes a balance, or is owed the difference back (a partial
 * refund, sent to the gateway after the commit when an online payment can carry it, else handed
 * back at the counter). Runs on the repositories of the change's transaction (decision 020).
 */
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import type { PartialRefund, PaymentTransaction } from '../../db/schema';
import type { WeighedMoney } from '../notifications/notification-messages';
import type { Repositories } from '../repositories';
import { dueOf, type PayableRef } from './finance.repository';

/** What the new total means for the customer, and a partial refund to send once committed. */
export interface TotalChange {
  money: WeighedMoney;
  refund?: { row: PartialRefund; attempt: PaymentTransaction };
}

/**
 * Follows the booking's new `total` with its payments. `why` is written on an open checkout the
 * change supersedes ('the order was weighed').
 */
export async function followNewTotal(
  repos: Repositories,
  booking: { id: string; userId: string },
  total: string,
  now: Date,
  why: string,
): Promise<TotalChange> {
  const ref: PayableRef = { kind: 'booking', id: booking.id };
  // The customer's open page and the staff's screens read the new money when this commits.
  await repos.finance.announceMoneyChange(booking.id);
  const payments = repos.finance.forCustomer(booking.userId);
  const attempts = await payments.attemptsFor(ref);
  const due = dueOf(total, attempts, await payments.partiallyRefunded(ref));
  const paidAttempts = attempts.filter((a) => a.paymentStatus === 'paid');
  if (!paidAttempts.length) {
    // Nothing taken yet: the open attempt asks for the new total. An unpaid one (never shown to a
    // provider) takes the new amount; a checkout open at the old amount is closed, so Make
    // Payment opens one for the new total.
    for (const open of attempts) {
      if (open.paymentStatus === 'unpaid') await payments.updateAttempt(open.id, { amountPesewas: toPesewas(total) });
      if (open.paymentStatus === 'pending') {
        await payments.updateAttempt(open.id, { paymentStatus: 'failed', failureReason: `superseded: ${why}` });
      }
    }
    return { money: toPesewas(total) > 0 ? { kind: 'due', amount: total } : { kind: 'settled' } };
  }
  if (due > 0) return { money: { kind: 'balance', amount: fromPesewas(due) } };
  if (due === 0) return { money: { kind: 'settled' } };
  // The difference goes back through the gateway when an online payment can carry it, else by
  // hand at the counter: owed until then, and the order's detail says so.
  const giver =
    paidAttempts.find((a) => a.method === 'online' && a.amountPesewas >= -due) ??
    paidAttempts.find((a) => a.method !== 'online' && a.amountPesewas >= -due);
  const money: WeighedMoney = { kind: 'refund', amount: fromPesewas(-due) };
  if (!giver) return { money };
  const online = giver.method === 'online';
  const row = await payments.owePartialRefund(booking.id, {
    paymentTransactionId: giver.id,
    amountPesewas: -due,
    requestedAt: online ? now : null,
  });
  return online ? { money, refund: { row, attempt: giver } } : { money };
}
