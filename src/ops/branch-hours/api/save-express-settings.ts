/** PUT /ops/branches/{id}/express: a branch's new Express settings; they are read again and the console says 'Saved'. */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { ExpressSettingsDto } from '@laundry-accra/domain/schemas/service-speed';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

/** Which branch, and what to send. */
export type ExpressSettingsSave = { branch: string; settings: ExpressSettingsDto };

export const saveExpressSettings = ({ branch, settings }: ExpressSettingsSave) =>
  data(api.PUT('/api/ops/branches/{id}/express', { params: { path: { id: branch } }, body: settings }));

export const saveExpressSettingsMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save-express'],
  mutationFn: saveExpressSettings,
  onSuccess: (_saved: unknown, { branch }: ExpressSettingsSave) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.express(branch) });
    toast.success('Saved');
  },
}));
