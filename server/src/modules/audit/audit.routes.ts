/**
 * `GET /api/ops/audit/` (admin only): the audit trail, newest first, filtered by actor, entity
 * and Accra calendar days. Read-only: no route changes or deletes a row (and the database refuses
 * to, migration 0012).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditQuery, type AuditEntryDto } from '@laundry-accra/domain/schemas/back-office';
import { BadRequest, Detail, Paginated } from '@laundry-accra/domain/schemas/common';
import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';
import { isUuid } from '@laundry-accra/domain/rules';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, branches, users, type AuditRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { pageWindow, paginate } from '../../lib/pagination';

/** The day of a row's `at` in Accra, for the from/to filters. */
const accraDay = sql`(${auditLog.at} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The fields of an entry's before and after that hold a branch id (a staff account's, a closure's). */
const BRANCH_FIELDS = ['branch', 'branch_id', 'branchId'];

/** The branch ids a row mentions: its own id when it is a branch's entry, and its branch fields. */
function branchIdsOf(row: Pick<AuditRow, 'entityType' | 'entityId' | 'before' | 'after'>): string[] {
  const values: unknown[] = [row.entityType === 'branch' ? row.entityId : undefined];
  for (const side of [row.before, row.after]) for (const field of BRANCH_FIELDS) values.push(side[field]);
  return [...new Set(values.filter(isUuid))];
}

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/audit/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        security: [{ bearer: [] }],
        summary: 'The audit trail of every write through /api/ops, newest first (admin only)',
        querystring: AuditQuery,
        response: { 200: Paginated(AuditEntry), 400: BadRequest, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const { actor, entity_type, entity_id, from, to } = request.query;
      if (from && to && from > to) throw badRequest({ to: ['Choose a day on or after the first day.'] });
      const where = and(
        actor ? eq(auditLog.actorId, actor) : undefined,
        entity_type ? eq(auditLog.entityType, entity_type) : undefined,
        entity_id ? eq(auditLog.entityId, entity_id) : undefined,
        from ? sql`${accraDay} >= ${from}::date` : undefined,
        to ? sql`${accraDay} <= ${to}::date` : undefined,
      );
      const { limit, offset } = pageWindow(request.query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(auditLog).where(where),
        app.db
          .select({ row: auditLog, actorName: users.name, actorEmail: users.email })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      ]);
      // Branches are named, not numbered, on the screen: one lookup for the page's branch ids.
      const mentioned = [...new Set(rows.flatMap(({ row }) => branchIdsOf(row)))];
      const names = new Map(
        mentioned.length
          ? (await app.db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, mentioned))).map(
              (branch) => [branch.id, branch.name] as const,
            )
          : [],
      );
      const results: AuditEntryDto[] = rows.map(({ row, actorName, actorEmail }) => ({
        id: row.id,
        actor: { id: row.actorId, name: actorName, email: actorEmail },
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        at: row.at.toISOString(),
        branch_names: Object.fromEntries(
          branchIdsOf(row).flatMap((id) => {
            const name = names.get(id);
            return name === undefined ? [] : [[id, name] as const];
          }),
        ),
      }));
      return paginate(request, request.query, Number(total.n), results);
    },
  );
};

export default auditRoutes;
