/**
 * An order's payment state: one answer, computed here only, to "what was paid and what is owed".
 * The server computes it from the order's total and its payments and refunds and sends it on
 * every booking it answers with; the customer app, the console, the ticket, the emails, the CSV
 * and the reports show it as it comes (decision 062), so no screen does sums of its own.
 */
import { formatMoney } from './format';
import { fromPesewas, toPesewas } from './money';
import type { StatusTone } from './status-looks';

/** The payment states of an order. */
export const PAYMENT_STATES = ['unpaid', 'paid', 'balance_due', 'refund_due', 'covered', 'nothing_due', 'refunded'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

/** An order's payment state; `amount` is the balance or the refund ('30.50'), null for the others. */
export interface PaymentState {
  state: PaymentStateName;
  amount: string | null;
}

/** The money of one order, as the server reads it. Amounts are two-decimal strings ('106.00'). */
export interface OrderMoney {
  /** What the order costs: sub total, Express fee and pickup fee (a package's lines cost 0). */
  total: string;
  /** Money received for it, every payment counted, including those later given back. */
  taken: string;
  /** Money given back of it: refunds of a cancelled order, and partial refunds after weighing. */
  givenBack: string;
  /** A cancelled order owes nothing: what was taken is all to give back. */
  cancelled: boolean;
  /** A package paid part of it: a line from its allowance, its free pickup or its Express upgrade. */
  packagePaid: boolean;
}

/**
 * The payment state of an order:
 * - it keeps more than it now costs: 'refund_due' the difference (a cancelled paid order, an
 *   order weighed lighter than paid for);
 * - it keeps what it costs: when that is GHC 0.00 and nothing was ever taken, 'covered' if a
 *   package paid for it, else 'nothing_due' (its only job was refused, which costs nothing);
 *   'refunded' when it is 0 and everything taken went back; else 'paid';
 * - it keeps less: 'unpaid' when it keeps nothing, else 'balance_due' the rest (weighed or
 *   measured bigger, a job priced above its "from" price).
 * A cancelled order that never took money stays 'unpaid' (its status says it is cancelled), or
 * 'covered' / 'nothing_due' if it cost nothing.
 */
export function paymentState(order: OrderMoney): PaymentState {
  const total = toPesewas(order.total);
  const taken = toPesewas(order.taken);
  const givenBack = toPesewas(order.givenBack);
  const owed = order.cancelled ? 0 : total;
  const kept = taken - givenBack;
  const of = (state: PaymentStateName, pesewas?: number): PaymentState => ({
    state,
    amount: pesewas === undefined ? null : fromPesewas(pesewas),
  });
  if (kept > owed) return of('refund_due', kept - owed);
  if (kept === owed) {
    if (total === 0 && taken === 0) return of(order.packagePaid ? 'covered' : 'nothing_due');
    if (owed === 0 && taken > 0) return of('refunded');
    if (owed === 0) return of('unpaid');
    return of('paid');
  }
  return kept <= 0 ? of('unpaid') : of('balance_due', owed - kept);
}

const LOOKS: Record<PaymentStateName, { label: string; tone: StatusTone }> = {
  unpaid: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  balance_due: { label: 'Balance due', tone: 'danger' },
  refund_due: { label: 'Refund due', tone: 'primary' },
  covered: { label: 'Covered by package', tone: 'success' },
  nothing_due: { label: 'Nothing to pay', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** What a person reads: 'Paid', 'Balance due GHC 30.50', 'Covered by package'. */
export function paymentStateLabel({ state, amount }: PaymentState): string {
  const { label } = LOOKS[state];
  return amount === null ? label : `${label} ${formatMoney(amount)}`;
}

/** The tone the badge draws a state in: owed money stands out, settled money is green. */
export const paymentStateTone = ({ state }: PaymentState): StatusTone => LOOKS[state].tone;

/** True while the customer still has money to pay on the order (Make Payment is offered). */
export const isPaymentOwed = ({ state }: PaymentState): boolean => state === 'unpaid' || state === 'balance_due';


/**
 * What cancelling does with the order's money, as the customer is told before they confirm: a
 * package's order gives its items back to the allowance (no money moved), a paid one is refunded.
 */
export function cancellingMoneyInWords({ state }: PaymentState): string {
  if (state === 'covered') return 'Its items go back to your package allowance; no money was paid.';
  if (state === 'paid' || state === 'balance_due') return 'Your payment will be refunded to the card or wallet you paid with.';
  return '';
}
