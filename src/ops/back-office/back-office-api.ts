/**
 * The back office's calls (admins only): the price list, categories, packages, branches and the
 * audit trail. A write answers with the changed object; every list of the back office is
 * refreshed and the console says 'Success'. Failures are left to the caller, which puts a field's
 * message on its field and anything else in a toast.
 */
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBranchBody, OpsCategoryBody, OpsItemBody, OpsPackageBody } from '@laundry-accra/domain/schemas/back-office';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

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
    data(
      api.GET('/api/ops/items/', {
        params: {
          query: { search: filter.search?.trim(), category: filter.category, page: filter.page, page_size: ITEMS_PAGE_SIZE },
        },
      }),
    ),
});

export const categoriesQuery = {
  queryKey: backOfficeKeys.categories,
  queryFn: () => data(api.GET('/api/ops/categories/', { params: { query: { page_size: WHOLE_LIST } } })),
};

export const packagesQuery = {
  queryKey: backOfficeKeys.packages,
  queryFn: () => data(api.GET('/api/ops/packages/', { params: { query: { page_size: WHOLE_LIST } } })),
};

export const branchesQuery = {
  queryKey: backOfficeKeys.branches,
  queryFn: () => data(api.GET('/api/ops/branches/', { params: { query: { page_size: WHOLE_LIST } } })),
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
  queryFn: () => data(api.GET('/api/ops/audit/', { params: { query: { ...filter, page_size: AUDIT_PAGE_SIZE } } })),
});

/** What each kind of back-office object is created and changed with. */
interface Bodies {
  items: OpsItemBody;
  categories: OpsCategoryBody;
  packages: OpsPackageBody;
  branches: OpsBranchBody;
}

/** A new object or a whole one (every field its create needs), or a change to one (its id: any fields). */
export type SaveInput<K extends keyof Bodies> = { id?: string; body: Bodies[K] } | { id: string; body: Partial<Bodies[K]> };

/** A change to an object that exists (PATCH); anything else creates one (POST). */
const isChange = <K extends keyof Bodies>(input: SaveInput<K>): input is { id: string; body: Partial<Bodies[K]> } =>
  input.id !== undefined;

/** Each kind's create (POST) and change (PATCH). */
const saves: { [K in keyof Bodies]: (input: SaveInput<K>) => Promise<unknown> } = {
  items: (input) =>
    isChange(input)
      ? data(api.PATCH('/api/ops/items/{id}', { params: { path: { id: input.id } }, body: input.body }))
      : data(api.POST('/api/ops/items/', { body: input.body })),
  categories: (input) =>
    isChange(input)
      ? data(api.PATCH('/api/ops/categories/{id}', { params: { path: { id: input.id } }, body: input.body }))
      : data(api.POST('/api/ops/categories/', { body: input.body })),
  packages: (input) =>
    isChange(input)
      ? data(api.PATCH('/api/ops/packages/{id}', { params: { path: { id: input.id } }, body: input.body }))
      : data(api.POST('/api/ops/packages/', { body: input.body })),
  branches: (input) =>
    isChange(input)
      ? data(api.PATCH('/api/ops/branches/{id}', { params: { path: { id: input.id } }, body: input.body }))
      : data(api.POST('/api/ops/branches/', { body: input.body })),
};

/** Creates (no id) or changes (id) one object of `kind`; refreshes the back office on success. */
export function useSaveMutation<K extends keyof Bodies>(kind: K) {
  const client = useQueryClient();
  const save = saves[kind] as (input: SaveInput<K>) => Promise<unknown>;
  return useMutation({
    mutationKey: [...backOfficeKeys.all, kind, 'save'],
    mutationFn: save,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: backOfficeKeys.all });
      // Orders and summaries name branches and items: read them afresh too.
      void client.invalidateQueries({ queryKey: opsKeys.branches });
      toast.success('Success');
    },
  });
}
