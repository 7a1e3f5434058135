/**
 * Staff accounts (`/ops/staff/`, admins only): the list, an invitation, and changes to an
 * account's role, branch or access. A change answers with the account; the list is refreshed and
 * the console says 'Success'. Failures are left to the caller, which puts a field's message on
 * its field and anything else in a toast.
 */
import toast from 'react-hot-toast';
import type { QueryClient } from '@tanstack/react-query';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { StaffChangesBody, StaffInviteBody } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

/** The API's largest page: a business of two branches has far fewer staff, so one page lists them all. */
const WHOLE_TEAM = 100;

/** Query keys of staff accounts, under the console's tree. */
export const staffKeys = {
  all: [...opsKeys.all, 'staff'] as const,
};

export const getStaff = () => data(api.GET('/api/ops/staff/', { params: { query: { page_size: WHOLE_TEAM } } }));

/** Every staff and admin account, by name. */
export const staffQueryAtom = atomWithQuery(() => ({ queryKey: staffKeys.all, queryFn: getStaff }));

/** A change to one account. */
export interface StaffChange {
  id: string;
  body: StaffChangesBody;
}

function staffChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: staffKeys.all });
  toast.success('Success');
}

/** POST /ops/staff/: creates the account and emails the invitation. */
export const inviteStaffMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...staffKeys.all, 'invite'],
  mutationFn: (body: StaffInviteBody) => data(api.POST('/api/ops/staff/', { body })),
  onSuccess: () => staffChanged(get(queryClientAtom)),
}));

/** PATCH /ops/staff/{id}: a new role or branch, or access taken away or given back. */
export const changeStaffMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...staffKeys.all, 'change'],
  mutationFn: ({ id, body }: StaffChange) =>
    data(api.PATCH('/api/ops/staff/{id}', { params: { path: { id } }, body })),
  onSuccess: () => staffChanged(get(queryClientAtom)),
}));
