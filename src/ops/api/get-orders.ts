/** GET /ops/bookings/: one page of orders, filtered and sorted, for the board and the Orders table. */
import { keepPreviousData } from '@tanstack/react-query';
import type { Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { OpsBookingsQuery } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { opsKeys } from './query-keys';

export const getOrders = (query: OpsBookingsQuery) => data(api.GET('/api/ops/bookings/', { params: { query } }));

/**
 * One page of orders as a query: the same key and request for every list of orders. While the
 * next page or filter loads, the previous answer stays on screen.
 */
export const ordersQuery = (query: OpsBookingsQuery) => ({
  queryKey: opsKeys.orderList({ ...query }),
  queryFn: () => getOrders(query),
  placeholderData: keepPreviousData,
});

/** A query atom for one page of orders; create it once per query (useMemo). */
export const ordersQueryAtom = (query: OpsBookingsQuery) => atomWithQuery(() => ordersQuery(query));

/**
 * A query atom for the page of orders that `queryAtom` holds; create it once per screen. One
 * observer for every filter and page, so the last table stays on screen while the next one loads
 * and neither jumps nor flashes a spinner.
 */
export const filteredOrdersQueryAtom = (queryAtom: Atom<OpsBookingsQuery>) =>
  atomWithQuery((get) => ordersQuery(get(queryAtom)));
