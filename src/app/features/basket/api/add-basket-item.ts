/** POST /bookings/basket/: puts an item in the basket. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { basketAddSchema } from '@laundry-accra/domain/forms';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import { basketQueryKey } from './get-basket';

/** The add-item and edit-basket forms' rules (SPEC §5): an item, and a whole quantity. */
export const basketItemInputSchema = basketAddSchema;
export type BasketItemInput = yup.InferType<typeof basketItemInputSchema>;

export const addBasketItem = (input: BasketItemInput) =>
  apiRequest<BasketEntryDto>('/bookings/basket/', { method: 'POST', body: input });

export const addBasketItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'add'],
  mutationFn: addBasketItem,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
