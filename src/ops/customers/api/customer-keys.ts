/** Query keys of customers, under the console's tree (their counts and totals follow their orders). */
import type { OpsCustomersQuery } from '@laundry-accra/domain/schemas/ops';
import { opsKeys } from '@/ops/api/query-keys';

export const customerKeys = {
  all: opsKeys.customers,
  list: (query: OpsCustomersQuery) => [...opsKeys.customers, 'list', query] as const,
  detail: (id: string) => [...opsKeys.customers, 'detail', id] as const,
};
