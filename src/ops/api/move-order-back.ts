/** POST /ops/bookings/{id}/move-back: undoes the order's last step, with the reason. */
import type { MoveBackBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const moveBackMutationAtom = orderWriteAtom<MoveBackBody>('move-back', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/move-back', { params: { path: { id } }, body })),
);
