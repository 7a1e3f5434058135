import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_ROLE, USER_ROLES } from '@laundry-accra/domain/roles';
import { branches } from './catalogue';

const roleList = sql.raw(USER_ROLES.map((r) => `'${r}'`).join(', '));

/**
 * An account: a customer (every sign-up), or staff and admins who run the branches. Email is unique
 * ignoring case (index on lower(email)). `signedOutAt` is when the account was last signed out
 * everywhere (a password reset): access tokens issued before it are refused, and the change is
 * announced on `accounts_signed_out` (migration 0004).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLES }).notNull().default(DEFAULT_ROLE),
    /** The one branch a staff account works at; null lets it see every branch. */
    branchId: uuid('branch_id').references(() => branches.id),
    /** False once an admin deactivates the account: it must no longer sign in or use its tokens. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * How staff reach the customer (a call or WhatsApp) and where SMS go, as `+233…` when the
     * customer set it in their profile; searched from the console.
     */
    phone: text('phone'),
    /** The customer wants order steps and receipts by SMS too (when they gave a phone). */
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    /** The customer accepts optional emails (reminders); off after the unsubscribe link. */
    marketingEmails: boolean('marketing_emails').notNull().default(true),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in (${roleList})`),
    // A branch only restricts staff; a customer bound to one would mean nothing.
    check(
      'users_branch_only_for_staff',
      sql`${table.role} <> 'customer' or ${table.branchId} is null`,
    ),
    // The console's staff list reads the few accounts that are not customers.
    index('users_staff_idx')
      .on(table.role)
      .where(sql`${table.role} <> 'customer'`),
  ],
);
export type User = typeof users.$inferSelect;

/** A refresh token (stored hashed). Rotation revokes the old one; logout and reset revoke too. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The session it belongs to: a login starts one, each rotation carries it on, a logout ends it. */
    sessionId: uuid('session_id').notNull().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId)],
);
export type RefreshToken = typeof refreshTokens.$inferSelect;

/**
 * Sessions ended by a logout: the access tokens of the session (JWT `sid`) are refused from then
 * on, in every copy of the API (a trigger, migration 0013, tells them as it tells of an account
 * signed out everywhere), not when they expire.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ended_sessions_ended_at_idx').on(table.endedAt)],
);

/**
 * A password-reset request. The browser keeps `token` (the opaque id handed back by
 * forget-password); the customer types the emailed 6-digit code, stored hashed. userId is null for
 * an unknown email, so the answer looks the same either way.
 */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PasswordReset = typeof passwordResets.$inferSelect;
