/** POST /bookings/{id}/jobs/{line}/answer: the customer accepts or refuses a job's price set at pickup. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { BookingDetailDto } from '@laundry-accra/domain/schemas/bookings';
import type { JobAnswer } from '@laundry-accra/domain/units';
import { bookingQueryKey } from './get-booking';
import { bookingsQueryKey } from './get-bookings';

/** Which job of which booking, and the answer. */
export interface JobAnswerInput {
  bookingId: string;
  lineId: string;
  answer: JobAnswer;
}

export const answerJob = ({ bookingId, lineId, answer }: JobAnswerInput) =>
  data(api.POST('/api/bookings/{id}/jobs/{line}/answer', { params: { path: { id: bookingId, line: lineId } }, body: { answer } }));

/** Answers; the booking's page shows the new total at once, and the lists refresh. */
export const answerJobMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['bookings', 'answer-job'],
  mutationFn: answerJob,
  onSuccess: (booking: BookingDetailDto) => {
    const client = get(queryClientAtom);
    client.setQueryData(bookingQueryKey(booking.id), booking);
    return client.invalidateQueries({ queryKey: bookingsQueryKey });
  },
}));
