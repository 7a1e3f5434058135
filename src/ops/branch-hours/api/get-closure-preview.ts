/** GET /ops/branches/{id}/closures/preview?date=: the bookings closing that day would move, and where to. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

export const getClosurePreview = (branch: string, date: string) =>
  data(
    api.GET('/api/ops/branches/{id}/closures/preview', {
      params: { path: { id: branch }, query: { date } },
    }),
  );

/** What closing `date` would move; create once per branch and date (useMemo). Always read afresh. */
export const closurePreviewQueryAtom = (branch: string, date: string) =>
  atomWithQuery(() => ({
    queryKey: [...branchCalendarKeys.closures(branch), 'preview', date],
    queryFn: () => getClosurePreview(branch, date),
    staleTime: 0,
    gcTime: 0,
  }));
