/** PATCH /bookings/basket/{id}: changes a line's item or quantity. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import type { BasketItemInput } from './add-basket-item';
import { basketQueryKey } from './get-basket';

export type UpdateBasketItemInput = BasketItemInput & { id: string };

export const updateBasketItem = ({ id, ...input }: UpdateBasketItemInput) =>
  apiRequest<BasketEntryDto>(`/bookings/basket/${id}`, { method: 'PATCH', body: input });

export const updateBasketItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'update'],
  mutationFn: updateBasketItem,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
