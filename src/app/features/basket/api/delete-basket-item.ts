/** DELETE /bookings/basket/{id}: takes a line out of the basket. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { basketQueryKey } from './get-basket';

export const deleteBasketItem = (id: string) => data(api.DELETE('/api/bookings/basket/{id}', { params: { path: { id } } }));

export const deleteBasketItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'delete'],
  mutationFn: deleteBasketItem,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
