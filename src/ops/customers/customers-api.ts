/** Customers as staff see them (`/ops/customers/`): a search over name, email and phone, and one customer's record. */
import { keepPreviousData } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { OpsCustomersQuery } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

/** Rows per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Query keys of customers, under the console's tree. */
export const customerKeys = {
  all: opsKeys.customers,
  list: (query: OpsCustomersQuery) => [...opsKeys.customers, 'list', query] as const,
  detail: (id: string) => [...opsKeys.customers, 'detail', id] as const,
};

export const getCustomers = (query: OpsCustomersQuery) =>
  data(api.GET('/api/ops/customers/', { params: { query } }));

export const getCustomer = (id: string) => data(api.GET('/api/ops/customers/{id}', { params: { path: { id } } }));

/** The search and page the Customers screen shows; kept while staff open a customer and come back. */
export const customersSearchAtom = atom<OpsCustomersQuery>({ page: 1, page_size: CUSTOMERS_PAGE_SIZE });

/** The page of customers `customersSearchAtom` asks for. */
export const customersQueryAtom = atomWithQuery((get) => {
  const query = get(customersSearchAtom);
  return {
    queryKey: customerKeys.list(query),
    queryFn: () => getCustomers(query),
    // One observer for every search, so the last answer stays on screen while the next one runs.
    placeholderData: keepPreviousData,
  };
});

/** A query atom for one customer; create it once per id (useMemo). */
export const customerQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) }));
