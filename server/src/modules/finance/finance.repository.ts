/**
 * Queries of payments. Reads of a customer's things take the user id first, so a booking,
 * subscription or payment reference of someone else is simply not found. The one read not scoped by
 * user is the provider's own lookup by reference (webhooks come from Paystack, not a customer).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, paymentTransactions, subscriptions, users, type PaymentTransaction } from '../../db/schema';
import { subscriptionPeriod } from '../subscriptions/subscriptions.service';

/** What a payment is for: one booking or one subscription. */
export type PayableRef = { kind: 'booking'; id: string } | { kind: 'subscription'; id: string };

/** A booking or subscription as payment sees it: what is due and whether it can still be paid. */
export interface Payable {
  ref: PayableRef;
  /** The price due, as stored ("25.00"). */
  price: string;
  /** Booking status or subscription status. */
  status: string;
}

type Executor = Db | Tx;

/** Open attempts: checkout's not-yet-started one, or one whose checkout was opened. */
export const OPEN_STATUSES = ['unpaid', 'pending'] as const;

const ofPayable = (ref: PayableRef) =>
  ref.kind === 'booking' ? eq(paymentTransactions.bookingId, ref.id) : eq(paymentTransactions.subscriptionId, ref.id);

/** The payable of this ref owned by the user, or undefined. */
async function findPayable(db: Executor, userId: string, ref: PayableRef, lock: boolean): Promise<Payable | undefined> {
  if (ref.kind === 'booking') {
    const query = db
      .select({ price: bookings.subTotal, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.id, ref.id)));
    const [row] = lock ? await query.for('update') : await query;
    return row && { ref, ...row };
  }
  const query = db
    .select({ price: subscriptions.price, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, ref.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ref, ...row };
}

/** The booking or subscription an attempt pays for. */
export const payableOf = (attempt: PaymentTransaction): PayableRef =>
  attempt.bookingId ? { kind: 'booking', id: attempt.bookingId } : { kind: 'subscription', id: attempt.subscriptionId! };

export function financeRepository(db: Db) {
  return {
    /**
     * Locks the customer's booking or subscription for the rest of the transaction (select ... for
     * update): "Make Payment" and settlement of the same booking take turns.
     */
    lockPayable: (tx: Tx, userId: string, ref: PayableRef) => findPayable(tx, userId, ref, true),

    /** Locks a booking or subscription by id alone (settlement, which already knows the owner). */
    async lockPayableById(tx: Tx, ref: PayableRef): Promise<void> {
      if (ref.kind === 'booking') await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, ref.id)).for('update');
      else await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, ref.id)).for('update');
    },

    /** Every attempt for a booking or subscription, oldest first. */
    attemptsFor: (tx: Executor, ref: PayableRef) =>
      tx.select().from(paymentTransactions).where(ofPayable(ref)).orderBy(paymentTransactions.createdAt),

    /** The customer's attempt with this reference, or undefined. */
    async findAttempt(userId: string, reference: string): Promise<PaymentTransaction | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.reference, reference)));
      return row;
    },

    /** The attempt with this reference whoever owns it: for the provider's webhook only. */
    async findAttemptForProvider(reference: string): Promise<PaymentTransaction | undefined> {
      const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
      return row;
    },

    /** Locks an attempt by id and returns its current state. */
    async lockAttempt(tx: Tx, id: string): Promise<PaymentTransaction> {
      const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
      return row;
    },

    /** Creates a new pending attempt. */
    async insertAttempt(tx: Tx, values: typeof paymentTransactions.$inferInsert): Promise<PaymentTransaction> {
      const [row] = await tx.insert(paymentTransactions).values(values).returning();
      return row;
    },

    /** Changes an attempt; returns it as it now is. */
    async updateAttempt(executor: Executor, id: string, values: Partial<typeof paymentTransactions.$inferInsert>): Promise<PaymentTransaction> {
      const [row] = await executor
        .update(paymentTransactions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(paymentTransactions.id, id))
        .returning();
      return row;
    },

    /** Records the provider's access code on an attempt still pending. */
    async recordAccessCode(id: string, accessCode: string | null): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({ accessCode, updatedAt: sql`now()` })
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.paymentStatus, 'pending')));
    },

    /** Marks a pending attempt failed (only if still pending: a settlement may have won meanwhile). */
    async failIfPending(id: string, failureReason: string): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({ paymentStatus: 'failed', failureReason, updatedAt: sql`now()` })
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.paymentStatus, 'pending')));
    },

    /** Closes every other open attempt of the same booking or subscription. */
    async closeOtherOpenAttempts(tx: Tx, ref: PayableRef, keepId: string, failureReason: string): Promise<void> {
      await tx
        .update(paymentTransactions)
        .set({ paymentStatus: 'failed', failureReason, updatedAt: sql`now()` })
        .where(and(ofPayable(ref), ne(paymentTransactions.id, keepId), inArray(paymentTransactions.paymentStatus, [...OPEN_STATUSES])));
    },

    /** Makes a paid subscription active. */
    /** Paid: the subscription is active for a month from today (subscriptionPeriod). */
    async activateSubscription(tx: Tx, subscriptionId: string): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ status: 'active', ...subscriptionPeriod(), updatedAt: sql`now()` })
        .where(and(eq(subscriptions.id, subscriptionId), ne(subscriptions.status, 'active')));
    },

    /** The email the provider's receipt goes to. */
    async emailOf(userId: string): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row.email;
    },
  };
}

export type FinanceRepository = ReturnType<typeof financeRepository>;
