import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every email the server sends (reset codes, receipts): kept here, and sent by SMTP when set. */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The last failure, when the email has not gone out (yet). */
  error: text('error'),
  /** Sending attempts so far. */
  attempts: integer('attempts').notNull().default(0),
  /**
   * When a copy of the API may try (again): set while a send is due or in flight, null once sent,
   * given up or when there is no mail server. Claiming a row moves it forward, so two copies of the
   * API never send the same email at once.
   */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** After this the email is pointless (a reset code that has expired) and is not retried. */
  deliverBy: timestamp('deliver_by', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('outbox_emails_next_attempt_idx').on(table.nextAttemptAt)]);
export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** A message from the site's contact or callback form, received by the EmailJS-compatible sink. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  serviceId: text('service_id').notNull(),
  templateId: text('template_id').notNull(),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContactMessage = typeof contactMessages.$inferSelect;
