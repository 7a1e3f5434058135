/** POST /ops/bookings/{id}/refund: asks the gateway again for a refund it refused (the call has no body). */
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const retryRefundMutationAtom = orderWriteAtom<Record<string, never>>('refund', ({ id }) =>
  data(api.POST('/api/ops/bookings/{id}/refund', { params: { path: { id } } })),
);
