/**
 * Refunds as stored: a payment attempt owed back through the gateway (refund_failed until the
 * gateway answers), its claim for a retry, and the partial refunds of a paid attempt. The rules
 * (who is refunded, how much, what an answer means) are refunds.ts's.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { partialRefunds, paymentTransactions, type PartialRefund, type PaymentTransaction } from '../../db/schema';
import { announceMoneyChange } from './finance.repository';

/** The refunds' writes and reads on `db` (the database or a transaction). */
export function refundsRepository(db: Db | Tx) {
  return {
    /** Marks the attempt refund_failed with `refundError`, asked for now, with `fields` in the same update. */
    async owe(
      attemptId: string,
      refundError: string,
      fields: Partial<Pick<PaymentTransaction, 'paidAt' | 'gatewayResponse'>>,
    ): Promise<PaymentTransaction> {
      const [owed] = await db
        .update(paymentTransactions)
        .set({
          ...fields,
          paymentStatus: 'refund_failed',
          refundError,
          failureReason: null,
          refundRequestedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentTransactions.id, attemptId))
        .returning();
      return owed;
    },

    /** Pesewas owed or given back out of the attempt by partial refunds. */
    async partiallyGiven(attemptId: string): Promise<number> {
      const [row] = await db
        .select({ given: sql<number>`coalesce(sum(${partialRefunds.amountPesewas}), 0)::int` })
        .from(partialRefunds)
        .where(and(eq(partialRefunds.paymentTransactionId, attemptId), inArray(partialRefunds.status, ['owed', 'refunded'])));
      return Number(row.given);
    },

    /** Records the gateway's answer on the attempt, if its refund still waits for one. */
    async recordAnswer(
      attemptId: string,
      outcome: Pick<PaymentTransaction, 'paymentStatus' | 'refundError'> & Partial<Pick<PaymentTransaction, 'refundReference' | 'refundedAt'>>,
    ): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({ ...outcome, refundRequestedAt: null, updatedAt: sql`now()` })
        .where(and(eq(paymentTransactions.id, attemptId), eq(paymentTransactions.paymentStatus, 'refund_failed')));
    },

    /**
     * Claims the attempt's failed refund for a retry, unless another request asked for it less
     * than `answerWaitMs` ago; the attempt, or undefined.
     */
    async claimRetry(attemptId: string, answerWaitMs: number): Promise<PaymentTransaction | undefined> {
      const [claimed] = await db
        .update(paymentTransactions)
        .set({ refundRequestedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(paymentTransactions.id, attemptId),
            eq(paymentTransactions.paymentStatus, 'refund_failed'),
            or(
              isNull(paymentTransactions.refundRequestedAt),
              lt(paymentTransactions.refundRequestedAt, sql`now() - make_interval(secs => ${answerWaitMs / 1000})`),
            ),
          ),
        )
        .returning();
      return claimed;
    },

    /** Records the gateway's answer on a partial refund still owed. */
    async recordPartialAnswer(
      refundId: string,
      outcome: Pick<PartialRefund, 'status' | 'refundError'> & Partial<Pick<PartialRefund, 'refundReference' | 'refundedAt'>>,
    ): Promise<void> {
      // The answer and its announcement commit together: the order's money then reads "refunded".
      await db.transaction(async (tx) => {
        const [answered] = await tx
          .update(partialRefunds)
          .set({ ...outcome, requestedAt: null })
          .where(and(eq(partialRefunds.id, refundId), eq(partialRefunds.status, 'owed')))
          .returning({ bookingId: partialRefunds.bookingId });
        if (answered) await announceMoneyChange(tx, answered.bookingId);
      });
    },
  };
}
