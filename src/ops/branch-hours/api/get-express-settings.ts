/** GET /ops/branches/{id}/express: a branch's Same-Day Express settings: the surcharge and the Express places per pickup day. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

export const getExpressSettings = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/express', { params: { path: { id: branch } } }));

/** The Express settings of one branch; create once per branch (useMemo). */
export const expressSettingsQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.express(branch), queryFn: () => getExpressSettings(branch) }));
