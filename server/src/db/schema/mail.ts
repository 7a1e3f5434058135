import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every email the server sends (reset codes, receipts): kept here, and sent by SMTP when set. */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
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
