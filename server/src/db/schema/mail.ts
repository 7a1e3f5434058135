import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS } from '@laundry-accra/domain/notifications';
import { bookings } from './bookings';
import { users } from './users';
import type { StoredEmail } from '../../modules/notifications/notification-messages';

const channelList = sql.raw(NOTIFICATION_CHANNELS.map((c) => `'${c}'`).join(', '));

/**
 * Every message the server sends (reset codes, receipts, order steps): emails, and SMS since
 * migration 0010, kept here and sent by SMTP or the SMS provider when they are configured. A row
 * written for a change commits in the change's own transaction; `dedupeKey` (kind, subject and
 * channel) makes a second write of the same notification a no-op.
 */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 'email' or 'sms'. */
  channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull().default('email'),
  /** An email address, or a phone number as `+233…` for an SMS. */
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /**
   * The body: an SMS's text; an email's plain text, with its HTML. A customer's notification email
   * is written with `message` instead and gets its body when it is sent (decision 081).
   */
  text: text('text'),
  html: text('html'),
  /** The facts a notification email is rendered from (its message's call), written by its change's transaction. */
  message: jsonb('message').$type<StoredEmail>(),
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
  /** One notification per event and channel: 'booking:<id>:picked_up:sms'. Null for one-offs. */
  dedupeKey: text('dedupe_key'),
  /** The customer it is for, when it is for one. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The order it is about, so staff see on the order what its customer was told. */
  bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  /** Extra email headers (List-Unsubscribe). */
  headers: jsonb('headers').$type<Record<string, string>>(),
}, (table) => [
  index('outbox_emails_next_attempt_idx').on(table.nextAttemptAt),
  uniqueIndex('outbox_emails_dedupe_key').on(table.dedupeKey),
  index('outbox_emails_booking_idx').on(table.bookingId),
  check('outbox_emails_channel_check', sql`${table.channel} in (${channelList})`),
  check('outbox_emails_body_check', sql`${table.text} is not null or ${table.message} is not null`),
]);
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
