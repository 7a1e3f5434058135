/** PATCH /bookings/basket/{id}: changes a line's item or quantity. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { BasketItemInput } from './add-basket-item';
import { basketQueryKey } from './get-basket';

export type UpdateBasketItemInput = BasketItemInput & { id: string };

export const updateBasketItem = ({ id, ...input }: UpdateBasketItemInput) =>
  data(api.PATCH('/api/bookings/basket/{id}', { params: { path: { id } }, body: input }));

export const updateBasketItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'update'],
  mutationFn: updateBasketItem,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
