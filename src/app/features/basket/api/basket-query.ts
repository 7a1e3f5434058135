/** GET /bookings/basket/: the customer's basket lines, as a query (no jotai: the app page starts it early). */
import { apiList } from '@/lib/api-client';
import type { OpeningQuery } from '@/lib/opening-queries';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

export const basketQueryKey = ['basket'] as const;

export const getBasket = () => apiList<BasketEntryDto>('/bookings/basket/');

export const basketQuery = { queryKey: basketQueryKey, queryFn: getBasket } satisfies OpeningQuery<BasketEntryDto[]>;
