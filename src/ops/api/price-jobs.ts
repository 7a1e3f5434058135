/** POST /ops/bookings/{id}/price-jobs: the prices of the order's jobs (mending), set at pickup. */
import type { PriceJobsBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { orderWriteAtom } from './order-write';

export const priceJobsMutationAtom = orderWriteAtom<PriceJobsBody>('price-jobs', ({ id, body }) =>
  data(api.POST('/api/ops/bookings/{id}/price-jobs', { params: { path: { id } }, body })),
);
