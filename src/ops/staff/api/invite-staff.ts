/** POST /ops/staff/: creates the account and emails the invitation. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { StaffInviteBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { staffKeys } from './get-staff';
import { staffChanged } from './staff-changed';

export const inviteStaff = (body: StaffInviteBody) => data(api.POST('/api/ops/staff/', { body }));

export const inviteStaffMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...staffKeys.all, 'invite'],
  mutationFn: inviteStaff,
  onSuccess: () => staffChanged(get(queryClientAtom)),
}));
