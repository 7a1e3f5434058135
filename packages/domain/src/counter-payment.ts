/**
 * Money taken at the counter (decision 074): any positive amount up to what is still owed, by
 * cash, mobile money (its network and the payer's number) or card, as many times as it takes.
 * Cash handed over beyond what is owed is change: the payment counts what was owed, and the
 * amount tendered and the change given are kept beside it. Mobile money and card move exactly what
 * is keyed in, so more than is owed is refused. The console's form and the API read the rules and
 * messages here, so the two cannot drift (server/src/form-rules-agree.test.ts).
 */
import { formatMoney } from './format';
import { fromPesewas, toPesewas } from './money';
import type { CounterPaymentMethod } from './payments';

/** Ghana's mobile money networks, as the payer names them. */
export const MOBILE_MONEY_NETWORKS = ['mtn', 'telecel', 'airteltigo'] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];

/** Each network as staff read it in the form, on the order and in the reports. */
export const MOBILE_MONEY_NETWORK_LABELS: Record<MobileMoneyNetwork, string> = {
  mtn: 'MTN MoMo',
  telecel: 'Telecel Cash',
  airteltigo: 'AirtelTigo Money',
};

/**
 * An amount as staff key it: cedis with up to two decimals ('40', '40.5', '40.50'), more than
 * zero, below a million. Spelt without flags so its `source` works as a JSON Schema pattern.
 */
export const COUNTER_AMOUNT_PATTERN = /^\s*(?=[\d.\s]*[1-9])\d{1,6}(\.\d{1,2})?\s*$/;

/** The longest terminal or mobile money reference kept. */
export const COUNTER_REFERENCE_MAX = 100;

/** What the counter form and the API say about each field. */
export const COUNTER_PAYMENT_MESSAGES = {
  method: 'Choose how the customer paid: cash, mobile money or card.',
  amount: 'Enter the amount received in GHC, more than 0, e.g. 40.00.',
  network: 'Choose the mobile money network.',
  payer_phone: "Enter the payer's mobile money number, e.g. 024 123 4567.",
  reference: `Keep the reference to ${COUNTER_REFERENCE_MAX} characters.`,
  /** Mobile money or card for more than is owed: only cash gives change. */
  overOwed: (owed: string) =>
    `The amount can be at most ${formatMoney(owed)}, what is still owed. Only cash can be more: the change is given back.`,
} as const;

/** What one counter payment does to an order that still owes `owedPesewas`. */
export type CounterTake =
  /** `applied` counts towards the order; `change` goes back to the payer (cash only). */
  { ok: true; applied: number; tendered: number; change: number } | { ok: false; message: string };

/**
 * The rule of a counter payment on an order owing `owedPesewas`: up to what is owed it all counts;
 * beyond it, cash counts what was owed and the rest is change, other methods are refused.
 */
export function counterTake(
  owedPesewas: number,
  amountPesewas: number,
  method: CounterPaymentMethod,
): CounterTake {
  if (amountPesewas <= owedPesewas)
    return { ok: true, applied: amountPesewas, tendered: amountPesewas, change: 0 };
  if (method !== 'cash')
    return { ok: false, message: COUNTER_PAYMENT_MESSAGES.overOwed(fromPesewas(owedPesewas)) };
  return {
    ok: true,
    applied: owedPesewas,
    tendered: amountPesewas,
    change: amountPesewas - owedPesewas,
  };
}

/** The change to hand back for `amount` keyed against `owed` (both '67.50'), as pesewas; 0 when none or unreadable. */
export function changeToGive(owed: string, amount: string, method: CounterPaymentMethod): number {
  if (!COUNTER_AMOUNT_PATTERN.test(amount)) return 0;
  const take = counterTake(toPesewas(owed), toPesewas(amount), method);
  return take.ok ? take.change : 0;
}
