/**
 * The audit trail's rows (admin's scope): written in the transaction of the change they record,
 * read by the back office's audit screen. No query changes or deletes a row (and the database
 * refuses to, migration 0012).
 */
import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, branches, users, type AuditRow, type AuditValues } from '../../db/schema';

/** The day of a row's `at` in Accra, for the from/to filters. */
const accraDay = sql`(${auditLog.at} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** What the audit screen filters by; days are Accra calendar days ('YYYY-MM-DD'). */
export interface AuditFilter {
  actor?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

/** The audit trail on `db` (the database, or the transaction of the change being recorded). */
export function auditRepository(db: Db | Tx) {
  return {
    /** Adds one row: who, what, and the changed fields before and after. */
    async add(row: typeof auditLog.$inferInsert & { before: AuditValues; after: AuditValues }): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    /** One page of rows matching `filter`, newest first, with the actor's name and email; and their count. */
    async page(filter: AuditFilter, limit: number, offset: number) {
      const where = and(
        filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
        filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
        filter.from ? sql`${accraDay} >= ${filter.from}::date` : undefined,
        filter.to ? sql`${accraDay} <= ${filter.to}::date` : undefined,
      );
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(auditLog).where(where),
        db
          .select({ row: auditLog, actorName: users.name, actorEmail: users.email })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: Number(total.n), rows: rows as { row: AuditRow; actorName: string; actorEmail: string }[] };
    },

    /** The names of the branches among `ids` (unknown ids are absent). */
    async branchNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const found = await db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, [...ids]));
      return new Map(found.map((branch) => [branch.id, branch.name] as const));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
