/** POST /bookings/basket/ for each line of a quote handed over from /get-quote (src/lib/quote-hand-off.ts). */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { ApiError } from '@/lib/api-client';
import type { QuoteHandOffLine } from '@/lib/quote-hand-off';
import { addBasketItem } from './add-basket-item';
import { basketQueryKey } from './get-basket';

/** What the hand-off did: each line it put in (the quote's quantity), and how many lines the API refused. */
export interface QuoteHandOffResult {
  added: { item_name: string; quantity: number }[];
  refused: number;
}

/**
 * Adds the lines one by one, as the add-item form would (an item already in the basket has its
 * quantity raised). A line the API refuses (an item no longer sold, a quantity over the limit)
 * is counted and the rest still go in; anything else (offline, signed out) stops the hand-off.
 */
export async function addQuoteToBasket(lines: readonly QuoteHandOffLine[]): Promise<QuoteHandOffResult> {
  const added: QuoteHandOffResult['added'] = [];
  let refused = 0;
  for (const line of lines) {
    try {
      const entry = await addBasketItem(line);
      added.push({ item_name: entry.item_name, quantity: line.quantity });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) refused += 1;
      else throw error;
    }
  }
  return { added, refused };
}

export const addQuoteToBasketMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'add-quote'],
  mutationFn: addQuoteToBasket,
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
