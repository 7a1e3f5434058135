/** DELETE /address/{id}: removes a saved address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export const deleteAddress = (id: string) => data(api.DELETE('/api/address/{id}', { params: { path: { id } } }));

export const deleteAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'delete'],
  mutationFn: deleteAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
