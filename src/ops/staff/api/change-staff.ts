/** PATCH /ops/staff/{id}: a new role or branch, or access taken away or given back. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { StaffChangesBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { staffKeys } from './get-staff';
import { staffChanged } from './staff-changed';

/** A change to one account. */
export interface StaffChange {
  id: string;
  body: StaffChangesBody;
}

export const changeStaff = ({ id, body }: StaffChange) => data(api.PATCH('/api/ops/staff/{id}', { params: { path: { id } }, body }));

export const changeStaffMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...staffKeys.all, 'change'],
  mutationFn: changeStaff,
  onSuccess: () => staffChanged(get(queryClientAtom)),
}));
