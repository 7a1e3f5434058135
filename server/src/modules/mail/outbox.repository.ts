/** The outbox: every email and SMS the server sends, with when it went out or why it did not. */
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel } from '@laundry-accra/domain/notifications';
import type { Db, Tx } from '../../db/client';
import { outboxEmails, type OutboxEmail } from '../../db/schema';
import { renderStoredEmail, type StoredEmail } from '../notifications/notification-messages';

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
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * A notification for a customer, written in the transaction of the change that causes it: an SMS
 * with its text, an email with the facts it is rendered from once committed (decision 081).
 */
export type OutgoingNotification = Omit<OutgoingEmail, 'text' | 'html'> & {
  channel: NotificationChannel;
  /** One row per key: a second write of the same event and channel is dropped. */
  dedupeKey: string;
  userId: string;
  bookingId?: string;
} & ({ text: string; message?: undefined } | { message: StoredEmail; text?: undefined });

/** An outbox row with its body: the text (and HTML) as stored, or rendered from its facts. */
export type RenderedOutboxEmail = OutboxEmail & { text: string };

/**
 * `row` with its body. A notification's email is kept as the facts it is rendered from (the
 * message's call) until it is sent; this renders it, as it was when its change committed.
 */
export async function withBody(row: OutboxEmail): Promise<RenderedOutboxEmail> {
  if (row.text !== null) return row as RenderedOutboxEmail;
  if (!row.message) throw new Error(`Outbox row ${row.id} has neither a body nor the facts to render one`);
  const { html, text } = await renderStoredEmail(row.message);
  return { ...row, html, text };
}

/** `rows` with their bodies (withBody). */
export const withBodies = (rows: OutboxEmail[]): Promise<RenderedOutboxEmail[]> => Promise.all(rows.map(withBody));

/** Which rows a page of the outbox shows. */
export interface OutboxFilter {
  channel?: NotificationChannel;
  booking?: string;
}

/**
 * Writes notifications in `tx`, the transaction of the change that causes them, so they commit
 * or roll back with it. A row whose key was written before (a retried change, two staff at once)
 * is skipped. Rows of a channel this copy delivers (`due`) are due at once: the mailer sends
 * them once the transaction commits.
 */
export async function addNotifications(
  tx: Tx,
  notifications: OutgoingNotification[],
  due: readonly NotificationChannel[],
): Promise<number> {
  if (!notifications.length) return 0;
  const written = await tx
    .insert(outboxEmails)
    .values(
      notifications.map((n) => ({
        channel: n.channel,
        to: n.to,
        subject: n.subject,
        text: n.text ?? null,
        message: n.message ?? null,
        kind: n.kind,
        headers: n.headers ?? null,
        dedupeKey: n.dedupeKey,
        userId: n.userId,
        bookingId: n.bookingId ?? null,
        nextAttemptAt: due.includes(n.channel) ? sql`now()` : null,
      })),
    )
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  return written.length;
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
          headers: email.headers ?? null,
          deliverBy: email.deliverBy ?? null,
          nextAttemptAt: claimFor === undefined ? null : sql`now() + ${`${claimFor} milliseconds`}::interval`,
        })
        .returning();
      return row;
    },

    /** Marks the row sent; `body` is what was rendered from its facts to send it, kept as it went out. */
    async markSent(id: string, body?: { text: string; html: string | null }): Promise<void> {
      await db
        .update(outboxEmails)
        .set({
          sentAt: sql`now()`,
          error: null,
          attempts: sql`${outboxEmails.attempts} + 1`,
          nextAttemptAt: null,
          ...(body ? { text: body.text, html: body.html } : {}),
        })
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
    async claimDue(limit: number, claimFor: number, channels: readonly NotificationChannel[] = ['email']): Promise<OutboxEmail[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(outboxEmails)
          .set({ nextAttemptAt: null, error: sql`coalesce(${outboxEmails.error}, '') || ' (not retried: too late to be useful)'` })
          .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`), lte(outboxEmails.deliverBy, sql`now()`)));
        const due = await tx
          .select({ id: outboxEmails.id })
          .from(outboxEmails)
          .where(
            and(
              isNull(outboxEmails.sentAt),
              lte(outboxEmails.nextAttemptAt, sql`now()`),
              inArray(outboxEmails.channel, [...channels]),
            ),
          )
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
    async list(limit: number, offset: number, filter: OutboxFilter = {}): Promise<{ count: number; results: OutboxEmail[] }> {
      const where: SQL | undefined = and(
        filter.channel ? eq(outboxEmails.channel, filter.channel) : undefined,
        filter.booking ? eq(outboxEmails.bookingId, filter.booking) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(outboxEmails).where(where);
      const results = await db
        .select()
        .from(outboxEmails)
        .where(where)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit)
        .offset(offset);
      return { count: Number(total.n), results };
    },
  };
}
