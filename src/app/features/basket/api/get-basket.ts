/** GET /bookings/basket/: the customer's basket lines. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

export const basketQueryKey = ['basket'] as const;

export const getBasket = () => apiList<BasketEntryDto>('/bookings/basket/');

export const basketQueryAtom = atomWithQuery(() => ({ queryKey: basketQueryKey, queryFn: getBasket }));

/** The basket's total price, summed in pesewas so no rounding error creeps in. */
export const basketTotal = (lines: readonly Pick<BasketEntryDto, 'total'>[]): string =>
  fromPesewas(lines.reduce((sum, line) => sum + toPesewas(line.total), 0));
