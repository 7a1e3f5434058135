/** PUT /ops/branches/{id}/pickup: a branch's new pickup setting; they are read again and the console says 'Saved'. */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { PickupSettingsDto } from '@laundry-accra/domain/schemas/pickup-delivery';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

/** Which branch, and what to send. */
export type PickupSettingsSave = { branch: string; settings: PickupSettingsDto };

export const savePickupSettings = ({ branch, settings }: PickupSettingsSave) =>
  data(api.PUT('/api/ops/branches/{id}/pickup', { params: { path: { id: branch } }, body: settings }));

export const savePickupSettingsMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save-pickup'],
  mutationFn: savePickupSettings,
  onSuccess: (_saved: unknown, { branch }: PickupSettingsSave) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.pickup(branch) });
    toast.success('Saved');
  },
}));
