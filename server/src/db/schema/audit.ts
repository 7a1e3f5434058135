import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A changed field's value before or after, as JSON (money stays a two-decimal string). */
export type AuditValues = Record<string, unknown>;

/**
 * The audit trail: one row per write through `/api/ops`, added in the same transaction as the
 * change (modules/audit/audit-trail.ts), so a change that fails leaves no row and a row never
 * describes a change that did not happen. Append-only: a trigger (migration 0012) refuses UPDATE
 * and DELETE, and staff accounts are deactivated, never deleted, so the actor stays known.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** What was done, as `<entity>.<verb>`: 'booking.status', 'booking.payment', 'staff.invite'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** Only the fields that changed: their values before (empty for a creation) and after. */
    before: jsonb('before').$type<AuditValues>().notNull(),
    after: jsonb('after').$type<AuditValues>().notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
