/** The outbox: every email the server sends, with when it went out or why it did not. */
import { count, desc, eq } from 'drizzle-orm';
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
}

export function outboxRepository(db: Db) {
  return {
    /** Keeps an email before it is sent. */
    async add(email: OutgoingEmail): Promise<OutboxEmail> {
      const [row] = await db
        .insert(outboxEmails)
        .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null, kind: email.kind })
        .returning();
      return row;
    },

    async markSent(id: string, at: Date = new Date()): Promise<void> {
      await db.update(outboxEmails).set({ sentAt: at, error: null }).where(eq(outboxEmails.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(outboxEmails).set({ error }).where(eq(outboxEmails.id, id));
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
