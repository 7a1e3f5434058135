/** POST /bookings/{id}/book-again: the items of a finished booking back into the basket. */
import { atomWithMutation } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';

export const bookAgain = (id: string) => data(api.POST('/api/bookings/{id}/book-again', { params: { path: { id } } }));

/** The route refreshes the basket afterwards (features do not reach into each other's keys). */
export const bookAgainMutationAtom = atomWithMutation(() => ({
  mutationKey: ['bookings', 'book-again'],
  mutationFn: bookAgain,
}));
