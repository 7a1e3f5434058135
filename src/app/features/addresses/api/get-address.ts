/** GET /address/{id}: one saved address (the edit form). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

/** Under the list's key, so changing the list refreshes the address too. */
export const addressQueryKey = (id: string) => [...addressesQueryKey, id] as const;

export const getAddress = (id: string) => data(api.GET('/api/address/{id}', { params: { path: { id } } }));

/** A query atom for one address; create it once per id (useMemo). */
export const addressQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: addressQueryKey(id), queryFn: () => getAddress(id) }));
