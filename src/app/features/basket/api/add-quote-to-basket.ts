/**
 * A quote handed over from /get-quote (src/lib/quote-hand-off.ts) into the basket: GET /items/ to
 * find each quoted item by category and name, then POST /bookings/basket/ for each.
 */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { ApiError } from '@/lib/api-client';
import { sameItem, type QuotedItem } from '@/lib/quote-hand-off';
import { addBasketItem } from './add-basket-item';
import { basketQueryKey } from './get-basket';
import { getItems } from './get-items';
import { isPricedAtPickup, type ItemUnit } from '@laundry-accra/domain/units';

/**
 * What the hand-off did: each line it put in (the quote's quantity, in its unit), how many lines
 * could not go in, and the jobs left for the customer to add with what needs doing.
 */
export interface QuoteHandOffResult {
  added: { item_name: string; quantity: number; unit: ItemUnit }[];
  refused: number;
  /** Jobs of the quote (mending): each needs a description of the work, which a quote does not carry. */
  toDescribe?: string[];
}

/**
 * Adds the lines one by one, as the add-item form would (an item already in the basket has its
 * quantity raised). A line whose item the catalogue no longer has, or that the API refuses (a
 * quantity over the limit), is counted and the rest still go in; anything else (offline, signed
 * out) stops the hand-off.
 */
export async function addQuoteToBasket(lines: readonly QuotedItem[]): Promise<QuoteHandOffResult> {
  const catalogue = await getItems();
  const added: QuoteHandOffResult['added'] = [];
  const toDescribe: string[] = [];
  let refused = 0;
  for (const line of lines) {
    const item = catalogue.find((one) => sameItem(line, { category: one.category.name, name: one.name }));
    if (!item) {
      refused += 1;
      continue;
    }
    if (isPricedAtPickup(item.unit)) {
      toDescribe.push(item.name);
      continue;
    }
    try {
      const entry = await addBasketItem({ item: item.id, quantity: line.quantity });
      added.push({ item_name: entry.item_name, quantity: line.quantity, unit: entry.unit });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) refused += 1;
      else throw error;
    }
  }
  return { added, refused, toDescribe };
}

export const addQuoteToBasketMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'add-quote'],
  mutationFn: addQuoteToBasket,
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
