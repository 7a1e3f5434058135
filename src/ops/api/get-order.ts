/** GET /ops/bookings/{id}: one order with its lines, payments and timeline. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { opsKeys } from './query-keys';

export const getOrder = (id: string) => data(api.GET('/api/ops/bookings/{id}', { params: { path: { id } } }));

/** A query atom for one order; create it once per id (useMemo). */
export const orderQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: opsKeys.order(id), queryFn: () => getOrder(id) }));
