/** PATCH /address/{id}: changes a saved address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { AddressInput } from './create-address';
import { addressesQueryKey } from './get-addresses';

export type UpdateAddressInput = AddressInput & { id: string };

export const updateAddress = ({ id, ...input }: UpdateAddressInput) =>
  data(api.PATCH('/api/address/{id}', { params: { path: { id } }, body: input }));

export const updateAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'update'],
  mutationFn: updateAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
