/** POST /bookings/basket/: puts an item in the basket. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { basketAddSchema } from '@laundry-accra/domain/forms';
import type { BasketBody } from '@laundry-accra/domain/schemas/basket';
import { basketQueryKey } from './get-basket';

/** The add-item and edit-basket forms' rules (SPEC §5): an item, and a whole quantity. */
export const basketItemInputSchema = basketAddSchema;
/** What the API takes: the route's own body. */
export type BasketItemInput = BasketBody;

export const addBasketItem = (input: BasketItemInput) =>
  data(api.POST('/api/bookings/basket/', { body: input }));

export const addBasketItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'add'],
  mutationFn: addBasketItem,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
