/** GET /ops/branches/{id}/pickup: a branch's pickup and delivery: the pickup fee and the weight by the kilo from which pickup is free. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

export const getPickupSettings = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/pickup', { params: { path: { id: branch } } }));

/** The pickup setting of one branch; create once per branch (useMemo). */
export const pickupSettingsQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.pickup(branch), queryFn: () => getPickupSettings(branch) }));
