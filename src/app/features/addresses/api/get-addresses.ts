/** GET /address/: the customer's saved addresses. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { Address } from '../types';

export const addressesQueryKey = ['addresses'] as const;

export const getAddresses = () => apiList<Address>('/address/');

export const addressesQueryAtom = atomWithQuery(() => ({ queryKey: addressesQueryKey, queryFn: getAddresses }));
