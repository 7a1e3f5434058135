/**
 * `GET /api/ops/audit/` (admin only): the audit trail, newest first, filtered by actor, entity
 * and Accra calendar days. Read-only: no route changes or deletes a row (and the database refuses
 * to, migration 0012).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditQuery, type AuditEntryDto } from '@laundry-accra/domain/schemas/back-office';
import { BadRequest, Detail, Paginated } from '@laundry-accra/domain/schemas/common';
import { isUuid } from '@laundry-accra/domain/rules';
import type { AuditRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { pageWindow, paginate } from '../../lib/pagination';

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
      const { limit, offset } = pageWindow(request.query);
      const audit = app.repositories.audit;
      const { count, rows } = await audit.page({ actor, entityType: entity_type, entityId: entity_id, from, to }, limit, offset);
      // Branches are named, not numbered, on the screen: one lookup for the page's branch ids.
      const names = await audit.branchNames([...new Set(rows.flatMap(({ row }) => branchIdsOf(row)))]);
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
      return paginate(request, request.query, count, results);
    },
  );
};

export default auditRoutes;
