/** GET /ops/customers/: customers as staff see them, searched over name, email and phone. */
import { keepPreviousData } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { OpsCustomersQuery } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** Rows per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;

export const getCustomers = (query: OpsCustomersQuery) =>
  data(api.GET('/api/ops/customers/', { params: { query } }));

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
