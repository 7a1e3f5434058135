/** POST /ops/bookings/{id}/status: moves an order on (the version its screen showed goes along). */
import type { StatusChangeBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const changeStatusMutationAtom = orderWriteAtom<StatusChangeBody>('status', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/status', { params: { path: { id } }, body })),
);
