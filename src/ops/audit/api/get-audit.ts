/** GET /ops/audit/: one page of the audit trail, newest first, filtered. */
import type { Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys } from '@/ops/back-office/api/back-office-keys';

/** Rows of the audit trail on one page. */
export const AUDIT_PAGE_SIZE = 50;

/** Filters of the audit trail. */
export interface AuditFilter {
  actor?: string;
  entity_type?: string;
  entity_id?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const getAudit = (filter: AuditFilter) =>
  data(api.GET('/api/ops/audit/', { params: { query: { ...filter, page_size: AUDIT_PAGE_SIZE } } }));

/** The page of the trail that `filterAtom` holds; create it once per screen. */
export const auditQueryAtom = (filterAtom: Atom<AuditFilter>) =>
  atomWithQuery((get) => {
    const filter = get(filterAtom);
    return { queryKey: backOfficeKeys.audit({ ...filter }), queryFn: () => getAudit(filter) };
  });
