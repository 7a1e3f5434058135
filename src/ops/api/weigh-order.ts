/** POST /ops/bookings/{id}/weigh: the weighed kilograms of the order's per-kg lines, at pickup. */
import type { WeighBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const weighMutationAtom = orderWriteAtom<WeighBody>('weigh', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/weigh', { params: { path: { id } }, body })),
);
