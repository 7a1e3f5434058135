import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, SANDBOX_OUTCOMES } from '@laundry-accra/domain/payments';
import { MOBILE_MONEY_NETWORKS } from '@laundry-accra/domain/counter-payment';
import { PARTIAL_REFUND_STATUSES, PAYMENT_STATUSES } from '@laundry-accra/domain/statuses';
import { bookings } from './bookings';
import { subscriptions } from './subscriptions';
import { users } from './users';

const statusList = sql.raw(PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '));
const methodList = sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(', '));
const networkList = sql.raw(MOBILE_MONEY_NETWORKS.map((n) => `'${n}'`).join(', '));

/**
 * A payment transaction for one booking or one subscription. Checkout opens an unpaid one; each
 * payment started gives it a fresh unique reference; settlement (verify or webhook) marks it paid
 * only when the gateway's amount and currency match amount_pesewas and currency.
 *
 * `method` says how the money came: `online` through the gateway named by `provider`, or at the
 * counter (cash, mobile money, card terminal), taken by `receivedBy` at `receivedAt`. A counter
 * payment leaves `provider` as the attempt had it: only an online payment is ever sent back to
 * its gateway. The refund columns follow a cancelled booking's payment (statuses `refunded`,
 * `refund_failed`, `refund_due`).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    reference: text('reference').notNull().unique(),
    amountPesewas: integer('amount_pesewas').notNull(),
    currency: text('currency').notNull().default('GHS'),
    provider: text('provider').notNull().default('sandbox'),
    accessCode: text('access_code'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    failureReason: text('failure_reason'),
    gatewayResponse: text('gateway_response'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    /** The staff member who took a counter payment (kept if their account is later removed). */
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The mobile money or card terminal's own reference for a counter payment, when staff give one. */
    counterReference: text('counter_reference'),
    /** The network of a mobile money payment taken at the counter (decision 074). */
    mobileMoneyNetwork: text('mobile_money_network', { enum: MOBILE_MONEY_NETWORKS }),
    /** The number the mobile money came from, as +233… */
    payerPhone: text('payer_phone'),
    /** Cash handed over beyond what was owed: all of it, and the change given back (amount_pesewas is what counted). */
    tenderedPesewas: integer('tendered_pesewas'),
    changePesewas: integer('change_pesewas'),
    /** The gateway's id for the refund of an online payment. */
    refundReference: text('refund_reference'),
    /** What the gateway said when it refused the refund, shown to staff until a retry succeeds. */
    refundError: text('refund_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When the refund was last handed to the gateway: while it waits for the answer, a retry is
     * refused, so two staff pressing Retry at once ask the gateway once.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /**
     * 'mobile_money' when the server charged a wallet directly (the Charge API, decision 076);
     * null for a checkout the browser opens. A charge's reference is never reopened as a checkout.
     */
    channel: text('channel', { enum: ['mobile_money'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_transactions_channel_check', sql`${table.channel} is null or ${table.channel} = 'mobile_money'`),
    index('payment_transactions_booking_idx').on(table.bookingId),
    index('payment_transactions_subscription_idx').on(table.subscriptionId),
    index('payment_transactions_user_idx').on(table.userId),
    // The takings report reads the money of a date range by when it came in, and refunds by when
    // they went back (modules/reports).
    index('payment_transactions_taken_idx').on(sql`coalesce(${table.receivedAt}, ${table.paidAt})`),
    index('payment_transactions_refunded_idx').on(table.refundedAt).where(sql`${table.paymentStatus} = 'refunded'`),
    // The same two with every column the takings report reads, so it reads only index pages
    // (decision 084, migration 0028); the release after this one may drop the two above.
    index('payment_transactions_takings_idx')
      .on(
        sql`coalesce(${table.receivedAt}, ${table.paidAt})`,
        table.receivedAt,
        table.paidAt,
        table.method,
        table.mobileMoneyNetwork,
        table.amountPesewas,
        table.bookingId,
      )
      .where(sql`${table.paymentStatus} in ('paid', 'refunded', 'refund_failed', 'refund_due')`),
    index('payment_transactions_refunds_idx')
      .on(table.refundedAt, table.id, table.method, table.mobileMoneyNetwork, table.amountPesewas, table.bookingId)
      .where(sql`${table.paymentStatus} = 'refunded'`),
    check('payment_transactions_status_check', sql`${table.paymentStatus} in (${statusList})`),
    check('payment_transactions_method_check', sql`${table.method} in (${methodList})`),
    // Money taken at the counter always says when; who may be gone (set null) but not when.
    check(
      'payment_transactions_counter_received',
      sql`${table.method} = 'online' or ${table.receivedAt} is not null`,
    ),
    check(
      'payment_transactions_network_check',
      sql`${table.mobileMoneyNetwork} is null or (${table.method} = 'mobile_money' and ${table.mobileMoneyNetwork} in (${networkList}))`,
    ),
    // Change is given only for cash, and what was handed over is what counted plus the change.
    check(
      'payment_transactions_change_check',
      sql`${table.changePesewas} is null or (${table.method} = 'cash' and ${table.changePesewas} > 0 and ${table.tenderedPesewas} = ${table.amountPesewas} + ${table.changePesewas})`,
    ),
    check(
      'payment_transactions_one_owner',
      sql`(${table.bookingId} is null) <> (${table.subscriptionId} is null)`,
    ),
    // At most one open (unpaid or pending) attempt per booking or subscription: a second "Make
    // Payment" reuses it, and a race between two cannot leave two open checkouts behind.
    uniqueIndex('payment_transactions_open_booking_key')
      .on(table.bookingId)
      .where(sql`${table.paymentStatus} in ('unpaid', 'pending') and ${table.bookingId} is not null`),
    uniqueIndex('payment_transactions_open_subscription_key')
      .on(table.subscriptionId)
      .where(sql`${table.paymentStatus} in ('unpaid', 'pending') and ${table.subscriptionId} is not null`),
  ],
);
export type PaymentTransaction = typeof paymentTransactions.$inferSelect;

const partialRefundStatusList = sql.raw(PARTIAL_REFUND_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Part of a paid payment owed back: a per-kg booking paid on its estimate that weighed less.
 * Owed in the weighing's transaction; for an online payment asked of the gateway after the
 * commit (refunds.ts), for one taken at the counter handed back by staff (the order's detail
 * says how much and how). The payment itself stays paid (the booking keeps the rest), and a
 * later cancellation gives back only what is left of it (`stillHeld`). `requestedAt` is set while
 * a request waits for the gateway's answer, as on payment_transactions.
 */
export const partialRefunds = pgTable(
  'partial_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentTransactionId: uuid('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountPesewas: integer('amount_pesewas').notNull(),
    status: text('status', { enum: PARTIAL_REFUND_STATUSES }).notNull().default('owed'),
    refundReference: text('refund_reference'),
    refundError: text('refund_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partial_refunds_booking_idx').on(table.bookingId),
    index('partial_refunds_payment_idx').on(table.paymentTransactionId),
    check('partial_refunds_amount_positive', sql`${table.amountPesewas} > 0`),
    check('partial_refunds_status_check', sql`${table.status} in (${partialRefundStatusList})`),
  ],
);
export type PartialRefund = typeof partialRefunds.$inferSelect;

const outcomeList = sql.raw(SANDBOX_OUTCOMES.map((s) => `'${s}'`).join(', '));

/**
 * The offline sandbox gateway's own records: what a real provider would keep on its side (the
 * checkout opened for a reference, and whether the customer paid). Kept in the database, not in
 * process memory, so any copy of the API can verify a payment another copy started. Deliberately
 * not linked to payment_transactions: the sandbox stands in for an outside system.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    amountPesewas: integer('amount_pesewas').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    outcome: text('outcome', { enum: SANDBOX_OUTCOMES }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A mobile money charge: the wallet (ten local digits), its network, and when it was asked. */
    walletPhone: text('wallet_phone'),
    walletNetwork: text('wallet_network'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    /** The network's words on how the charge ended ('Declined', 'Insufficient funds'). */
    gatewayResponse: text('gateway_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_payments_outcome_check', sql`${table.outcome} is null or ${table.outcome} in (${outcomeList})`)],
);
export type SandboxPayment = typeof sandboxPayments.$inferSelect;
