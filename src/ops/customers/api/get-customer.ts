/** GET /ops/customers/{id}: one customer's record, with their orders and subscriptions. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const getCustomer = (id: string) => data(api.GET('/api/ops/customers/{id}', { params: { path: { id } } }));

/** A query atom for one customer; create it once per id (useMemo). */
export const customerQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) }));
