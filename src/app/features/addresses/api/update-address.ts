/** PATCH /address/{id}: changes a saved address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { Address } from '../types';
import type { AddressInput } from './create-address';
import { addressesQueryKey } from './get-addresses';

export { addressInputSchema as updateAddressInputSchema } from './create-address';
export type UpdateAddressInput = AddressInput & { id: string };

export const updateAddress = ({ id, ...input }: UpdateAddressInput) =>
  apiRequest<Address>(`/address/${id}`, { method: 'PATCH', body: input });

export const updateAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'update'],
  mutationFn: updateAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
