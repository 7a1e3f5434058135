/** The outbox: every email the server sends, with when it went out or why it did not. */
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails, type OutboxEmail } from '../../db/schema';

/** An email to send: one recipient, a plain-text body and optionally an HTML one. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the email is for (password_reset, contact_confirmation, receipt…), for reading the outbox. */
  kind: string;
  /** After this there is no point sending it (a reset code that has expired): no more retries. */
  deliverBy?: Date;
}

export function outboxRepository(db: Db) {
  return {
    /**
     * Keeps an email before it is sent. `claimFor` (ms) when it is about to be sent here: no other
     * copy of the API picks it up meanwhile, and any copy does once that time has passed without
     * an outcome (this process stopped mid-send).
     */
    async add(email: OutgoingEmail, claimFor?: number): Promise<OutboxEmail> {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? null,
          kind: email.kind,
          deliverBy: email.deliverBy ?? null,
          nextAttemptAt: claimFor === undefined ? null : sql`now() + ${`${claimFor} milliseconds`}::interval`,
        })
        .returning();
      return row;
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ sentAt: sql`now()`, error: null, attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: null })
        .where(eq(outboxEmails.id, id));
    },

    /** Records a failed attempt; `retryIn` (ms) when another is worth making, else it gives up. */
    async markFailed(id: string, error: string, retryIn?: number): Promise<void> {
      await db
        .update(outboxEmails)
        .set({
          error,
          attempts: sql`${outboxEmails.attempts} + 1`,
          nextAttemptAt: retryIn === undefined ? null : sql`now() + ${`${retryIn} milliseconds`}::interval`,
        })
        .where(eq(outboxEmails.id, id));
    },

    /**
     * Claims up to `limit` unsent emails whose next attempt is due, for `claimFor` ms: rows locked
     * by another copy's claim are skipped, so each email is tried by one copy at a time. Emails
     * past their deliver-by time are given up instead.
     */
    async claimDue(limit: number, claimFor: number): Promise<OutboxEmail[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(outboxEmails)
          .set({ nextAttemptAt: null, error: sql`coalesce(${outboxEmails.error}, '') || ' (not retried: too late to be useful)'` })
          .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`), lte(outboxEmails.deliverBy, sql`now()`)));
        const due = await tx
          .select({ id: outboxEmails.id })
          .from(outboxEmails)
          .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`)))
          .orderBy(asc(outboxEmails.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        return tx
          .update(outboxEmails)
          .set({ nextAttemptAt: sql`now() + ${`${claimFor} milliseconds`}::interval` })
          .where(inArray(outboxEmails.id, due.map((row) => row.id)))
          .returning();
      });
    },

    /** One page of the outbox, newest first. */
    async list(limit: number, offset: number): Promise<{ count: number; results: OutboxEmail[] }> {
      const [total] = await db.select({ n: count() }).from(outboxEmails);
      const results = await db
        .select()
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit)
        .offset(offset);
      return { count: Number(total.n), results };
    },
  };
}
