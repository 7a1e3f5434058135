/** GET /ops/summary/: the day at a glance for one branch (or the staff member's). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { OpsSummaryDto, OpsSummaryQuery } from '@laundry-accra/domain/schemas/ops';
import { opsKeys, queryString } from './query-keys';

export const getSummary = (query: OpsSummaryQuery) =>
  apiRequest<OpsSummaryDto>(`/ops/summary/${queryString({ ...query })}`);

/** A query atom for one branch's day; create it once per query (useMemo). */
export const summaryQueryAtom = (query: OpsSummaryQuery) =>
  atomWithQuery(() => ({ queryKey: opsKeys.summaryFor({ ...query }), queryFn: () => getSummary(query) }));
