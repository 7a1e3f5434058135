/**
 * The back office's calls (admins only): the price list, categories, packages, branches and the
 * audit trail. A write answers with the changed object; every list of the back office is
 * refreshed and the console says 'Success'. Failures are left to the caller, which puts a field's
 * message on its field and anything else in a toast.
 */
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@laundry-accra/domain/schemas/common';
import type {
  AuditEntryDto,
  OpsBranchBody,
  OpsBranchDto,
  OpsCategoryBody,
  OpsCategoryDto,
  OpsItemBody,
  OpsItemDto,
  OpsPackageBody,
  OpsPackageDto,
} from '@laundry-accra/domain/schemas/back-office';
import { apiRequest } from '@/lib/api-client';
import { opsKeys, queryString } from '../api/query-keys';

/** Query keys of the back office, under the console's tree. */
export const backOfficeKeys = {
  all: [...opsKeys.all, 'back-office'] as const,
  items: (query: Record<string, unknown>) => [...opsKeys.all, 'back-office', 'items', query] as const,
  categories: [...opsKeys.all, 'back-office', 'categories'] as const,
  packages: [...opsKeys.all, 'back-office', 'packages'] as const,
  branches: [...opsKeys.all, 'back-office', 'branches'] as const,
  audit: (query: Record<string, unknown>) => [...opsKeys.all, 'back-office', 'audit', query] as const,
};

/** The API's largest page: the categories, packages and branches of the business fit in one. */
const WHOLE_LIST = 100;
/** Rows of the price list on one page. */
export const ITEMS_PAGE_SIZE = 50;
/** Rows of the audit trail on one page. */
export const AUDIT_PAGE_SIZE = 50;

/** Filters of the price list. */
export interface ItemsFilter {
  search?: string;
  category?: string;
  page?: number;
}

export const itemsQuery = (filter: ItemsFilter) => ({
  queryKey: backOfficeKeys.items({ ...filter }),
  queryFn: () =>
    apiRequest<Page<OpsItemDto>>(
      `/ops/items/${queryString({ search: filter.search?.trim(), category: filter.category, page: filter.page, page_size: ITEMS_PAGE_SIZE })}`,
    ),
});

export const categoriesQuery = {
  queryKey: backOfficeKeys.categories,
  queryFn: () => apiRequest<Page<OpsCategoryDto>>(`/ops/categories/?page_size=${WHOLE_LIST}`),
};

export const packagesQuery = {
  queryKey: backOfficeKeys.packages,
  queryFn: () => apiRequest<Page<OpsPackageDto>>(`/ops/packages/?page_size=${WHOLE_LIST}`),
};

export const branchesQuery = {
  queryKey: backOfficeKeys.branches,
  queryFn: () => apiRequest<Page<OpsBranchDto>>(`/ops/branches/?page_size=${WHOLE_LIST}`),
};

/** Filters of the audit trail. */
export interface AuditFilter {
  actor?: string;
  entity_type?: string;
  entity_id?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const auditQuery = (filter: AuditFilter) => ({
  queryKey: backOfficeKeys.audit({ ...filter }),
  queryFn: () => apiRequest<Page<AuditEntryDto>>(`/ops/audit/${queryString({ ...filter, page_size: AUDIT_PAGE_SIZE })}`),
});

/** What each kind of back-office object is created and changed with. */
interface Bodies {
  items: OpsItemBody;
  categories: OpsCategoryBody;
  packages: OpsPackageBody;
  branches: OpsBranchBody;
}

/** Creates (no id) or changes (id) one object of `kind`; refreshes the back office on success. */
export function useSaveMutation<K extends keyof Bodies>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...backOfficeKeys.all, kind, 'save'],
    mutationFn: ({ id, body }: { id?: string; body: Partial<Bodies[K]> }) =>
      id
        ? apiRequest<unknown>(`/ops/${kind}/${id}`, { method: 'PATCH', body })
        : apiRequest<unknown>(`/ops/${kind}/`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: backOfficeKeys.all });
      // Orders and summaries name branches and items: read them afresh too.
      void client.invalidateQueries({ queryKey: opsKeys.branches });
      toast.success('Success');
    },
  });
}
