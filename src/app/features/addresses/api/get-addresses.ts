/** GET /address/: the customer's saved addresses. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';

export const addressesQueryKey = ['addresses'] as const;

export const getAddresses = () => apiList<AddressDto>('/address/');

export const addressesQueryAtom = atomWithQuery(() => ({ queryKey: addressesQueryKey, queryFn: getAddresses }));
