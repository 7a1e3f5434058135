/** GET /ops/branches/{id}/hours: a branch's week of opening hours and pickup windows. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

export const getBranchWeek = (branch: string) => data(api.GET('/api/ops/branches/{id}/hours', { params: { path: { id: branch } } }));

/** The week of one branch; create once per branch (useMemo). */
export const branchWeekQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.week(branch), queryFn: () => getBranchWeek(branch) }));
