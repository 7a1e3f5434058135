/**
 * A branch's pickup and delivery (`/ops/branches/{id}/pickup`, admins only): the pickup fee and
 * the weight by the kilo from which pickup is free. A save refreshes it and says 'Saved'.
 */
import toast from 'react-hot-toast';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { PickupSettingsDto } from '@laundry-accra/domain/schemas/pickup-delivery';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-hours-api';

/** Query key of one branch's pickup setting. */
export const pickupSettingsKey = (branch: string) => [...branchCalendarKeys.all, branch, 'pickup'] as const;

export const getPickupSettings = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/pickup', { params: { path: { id: branch } } }));

/** The pickup setting of one branch; create once per branch (useMemo). */
export const pickupSettingsQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: pickupSettingsKey(branch), queryFn: () => getPickupSettings(branch) }));

/** PUT /ops/branches/{id}/pickup. */
export const savePickupSettingsMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save-pickup'],
  mutationFn: ({ branch, settings }: { branch: string; settings: PickupSettingsDto }) =>
    data(api.PUT('/api/ops/branches/{id}/pickup', { params: { path: { id: branch } }, body: settings })),
  onSuccess: (_saved, { branch }) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: pickupSettingsKey(branch) });
    toast.success('Saved');
  },
}));
