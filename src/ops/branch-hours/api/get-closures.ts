/** GET /ops/branches/{id}/closures/: the dates a branch is closed, from today on. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

export const getClosures = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/closures/', { params: { path: { id: branch } } }));

/** The closures of one branch from today on; create once per branch (useMemo). */
export const closuresQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.closures(branch), queryFn: () => getClosures(branch) }));
