/**
 * A branch's Same-Day Express settings (`/ops/branches/{id}/express`, admins only): the surcharge
 * and the Express places per pickup day. A save refreshes them and says 'Saved'.
 */
import toast from 'react-hot-toast';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { ExpressSettingsDto } from '@laundry-accra/domain/schemas/service-speed';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-hours-api';

/** Query key of one branch's Express settings. */
export const expressSettingsKey = (branch: string) => [...branchCalendarKeys.all, branch, 'express'] as const;

export const getExpressSettings = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/express', { params: { path: { id: branch } } }));

/** The Express settings of one branch; create once per branch (useMemo). */
export const expressSettingsQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: expressSettingsKey(branch), queryFn: () => getExpressSettings(branch) }));

/** PUT /ops/branches/{id}/express. */
export const saveExpressSettingsMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save-express'],
  mutationFn: ({ branch, settings }: { branch: string; settings: ExpressSettingsDto }) =>
    data(api.PUT('/api/ops/branches/{id}/express', { params: { path: { id: branch } }, body: settings })),
  onSuccess: (_saved, { branch }) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: expressSettingsKey(branch) });
    toast.success('Saved');
  },
}));
