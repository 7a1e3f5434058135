/**
 * The audit trail of the staff side: every write through `/api/ops` calls `recordAudit` with the
 * transaction that makes the change, so the row commits with the change or not at all. A row
 * keeps who did it (the staff member and the address they called from), what (action, entity),
 * and only the fields that changed, before and after.
 */
import type { AuditValues } from '../../db/schema';
import type { Tx } from '../../db/client';
import { auditRepository } from './audit.repository';
import type { SignedInStaff } from '../ops/staff-access';

/** One write to record: `before` is empty for a creation; only differing fields are kept. */
export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. 'booking.status', 'item.update'. */
  action: string;
  entityType: string;
  entityId: string;
  before?: AuditValues;
  after: AuditValues;
}

/** The fields whose values differ between before and after (a field missing on one side counts). */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const changed = { before: {} as AuditValues, after: {} as AuditValues };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    if (key in before) changed.before[key] = before[key];
    if (key in after) changed.after[key] = after[key];
  }
  return changed;
}

/** Adds the audit row of a change, inside the change's transaction. */
export async function recordAudit(tx: Tx, actor: Pick<SignedInStaff, 'id' | 'ip'>, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before ?? {}, entry.after);
  await auditRepository(tx).add({
    actorId: actor.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before,
    after,
    ip: actor.ip,
  });
}
