/** POST /ops/bookings/{id}/payments: a payment taken at the counter. */
import type { CounterPaymentBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const recordPaymentMutationAtom = orderWriteAtom<CounterPaymentBody>(
  'payment',
  ({ id, body }) => data(api.POST('/api/ops/bookings/{id}/payments', { params: { path: { id } }, body })),
  // The form shows a refused amount's message on the amount field (decision 074).
  { fieldsOnForm: true },
);
