/** GET /bookings/: the customer's bookings, as a query (no jotai: the app page starts it early). */
import { api, results } from '@/lib/api-client';
import type { OpeningQuery } from '@/lib/opening-queries';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

export const bookingsQueryKey = ['bookings'] as const;

export const getBookings = () => results(api.GET('/api/bookings/'));

export const bookingsQuery = { queryKey: bookingsQueryKey, queryFn: getBookings } satisfies OpeningQuery<BookingDto[]>;
