/**
 * Payment references: what the customer's payment is known by at the gateway (Paystack accepts
 * letters, digits, '-', '.' and '='). Random, so one cannot be guessed from another; the unique
 * index on payment_transactions.reference is the final guarantee.
 */
import { randomBytes } from 'node:crypto';

/** A new payment reference such as 'ADOM-3F9A1C07B2D45E68A1C0'. */
export function newPaymentReference(): string {
  return `ADOM-${randomBytes(10).toString('hex').toUpperCase()}`;
}
