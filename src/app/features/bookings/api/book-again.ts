/** POST /bookings/{id}/book-again: the items of a finished booking back into the basket. */
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { BookAgainResultDto } from '@laundry-accra/domain/schemas/bookings';

export const bookAgain = (id: string) => apiRequest<BookAgainResultDto>(`/bookings/${id}/book-again`, { method: 'POST' });

/** The route refreshes the basket afterwards (features do not reach into each other's keys). */
export const bookAgainMutationAtom = atomWithMutation(() => ({
  mutationKey: ['bookings', 'book-again'],
  mutationFn: bookAgain,
}));
