/** PATCH /address/{id}: changes a saved address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import type { AddressInput } from './create-address';
import { addressesQueryKey } from './get-addresses';

export type UpdateAddressInput = AddressInput & { id: string };

export const updateAddress = ({ id, ...input }: UpdateAddressInput) =>
  apiRequest<AddressDto>(`/address/${id}`, { method: 'PATCH', body: input });

export const updateAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'update'],
  mutationFn: updateAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
