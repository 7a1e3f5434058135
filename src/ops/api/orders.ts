/**
 * The orders of `/ops/bookings/`: the lists of the board and the table, one order's detail, and
 * the writes staff make on an order (move it, take payment, retry a refund). Every write answers
 * with the updated order: it replaces the cached detail, refreshes the lists and figures, and
 * says 'Success'; a refusal shows the server's sentence, and a 409 (someone else changed the
 * order) reloads the order so the screen shows what is true now.
 */
import toast from 'react-hot-toast';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type {
  CounterPaymentBody,
  OpsBookingDetailDto,
  OpsBookingsQuery,
  StatusChangeBody,
  WeighBody,
  PriceJobsBody,
} from '@laundry-accra/domain/schemas/ops';
import { ApiError, api, data, errorMessage } from '@/lib/api-client';
import { opsKeys } from './query-keys';

export const getOrders = (query: OpsBookingsQuery) => data(api.GET('/api/ops/bookings/', { params: { query } }));

export const getOrder = (id: string) => data(api.GET('/api/ops/bookings/{id}', { params: { path: { id } } }));

/**
 * One page of orders as a query: the same key and request for the board's atoms and the table's
 * hook. While the next page or filter loads, the previous answer stays on screen, so the table
 * neither jumps nor flashes a spinner.
 */
export const ordersQuery = (query: OpsBookingsQuery) => ({
  queryKey: opsKeys.orderList({ ...query }),
  queryFn: () => getOrders(query),
  placeholderData: keepPreviousData,
});

/** A query atom for one page of orders; create it once per query (useMemo). */
export const ordersQueryAtom = (query: OpsBookingsQuery) => atomWithQuery(() => ordersQuery(query));

/** A query atom for one order; create it once per id (useMemo). */
export const orderQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: opsKeys.order(id), queryFn: () => getOrder(id) }));

/** A write on one order: which order, and what to send. */
export interface OrderWrite<Body> {
  id: string;
  body: Body;
}

/** Refreshes every list of orders and the day's figures (the order itself is set by the caller). */
export function refreshOrderLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...opsKeys.orders, 'list'] }),
    client.invalidateQueries({ queryKey: opsKeys.summary }),
  ]).then(() => undefined);
}

function orderWriteAtom<Body>(key: string, send: (write: OrderWrite<Body>) => Promise<OpsBookingDetailDto>) {
  return atomWithMutation((get) => ({
    mutationKey: ['ops', 'orders', key],
    mutationFn: send,
    onSuccess: (order: OpsBookingDetailDto) => {
      const client = get(queryClientAtom);
      client.setQueryData(opsKeys.order(order.id), order);
      void refreshOrderLists(client);
      toast.success('Success');
    },
    onError: (error: unknown, write: OrderWrite<Body>) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        const client = get(queryClientAtom);
        void client.invalidateQueries({ queryKey: opsKeys.order(write.id) });
        void refreshOrderLists(client);
      }
    },
  }));
}

/** POST /ops/bookings/{id}/status: moves an order on (the version its screen showed goes along). */
export const changeStatusMutationAtom = orderWriteAtom<StatusChangeBody>('status', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/status', { params: { path: { id } }, body })),
);

/** POST /ops/bookings/{id}/payments: a payment taken at the counter. */
export const recordPaymentMutationAtom = orderWriteAtom<CounterPaymentBody>('payment', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/payments', { params: { path: { id } }, body })),
);

/** POST /ops/bookings/{id}/weigh: the weighed kilograms of the order's per-kg lines, at pickup. */
export const weighMutationAtom = orderWriteAtom<WeighBody>('weigh', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/weigh', { params: { path: { id } }, body })),
);

/** POST /ops/bookings/{id}/price-jobs: the prices of the order's jobs (mending), set at pickup. */
export const priceJobsMutationAtom = orderWriteAtom<PriceJobsBody>('price-jobs', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/price-jobs', { params: { path: { id } }, body })),
);

/** POST /ops/bookings/{id}/refund: asks the gateway again for a refund it refused (the call has no body). */
export const retryRefundMutationAtom = orderWriteAtom<Record<string, never>>('refund', ({ id }) =>
  data(api.POST('/api/ops/bookings/{id}/refund', { params: { path: { id } } })),
);
