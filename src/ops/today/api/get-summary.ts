/** GET /ops/summary/: the day at a glance for one branch (or the staff member's). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { OpsSummaryQuery } from '@laundry-accra/domain/schemas/ops';
import { opsKeys } from '@/ops/api/query-keys';

export const getSummary = (query: OpsSummaryQuery) =>
  data(api.GET('/api/ops/summary/', { params: { query } }));

/** A query atom for one branch's day; create it once per query (useMemo). */
export const summaryQueryAtom = (query: OpsSummaryQuery) =>
  atomWithQuery(() => ({ queryKey: opsKeys.summaryFor({ ...query }), queryFn: () => getSummary(query) }));
