/** GET /address/: the customer's saved addresses. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, results } from '@/lib/api-client';

export const addressesQueryKey = ['addresses'] as const;

export const getAddresses = () => results(api.GET('/api/address/'));

export const addressesQueryAtom = atomWithQuery(() => ({ queryKey: addressesQueryKey, queryFn: getAddresses }));
