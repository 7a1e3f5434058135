/** DELETE /address/{id}: removes a saved address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export const deleteAddress = (id: string) => apiRequest<void>(`/address/${id}`, { method: 'DELETE' });

export const deleteAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'delete'],
  mutationFn: deleteAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
