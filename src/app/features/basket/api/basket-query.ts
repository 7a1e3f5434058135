/** GET /bookings/basket/: the customer's basket lines, as a query (no jotai: the app page starts it early). */
import { api, results } from '@/lib/api-client';
import type { OpeningQuery } from '@/lib/opening-queries';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

export const basketQueryKey = ['basket'] as const;

export const getBasket = () => results(api.GET('/api/bookings/basket/'));

export const basketQuery = { queryKey: basketQueryKey, queryFn: getBasket } satisfies OpeningQuery<BasketEntryDto[]>;
