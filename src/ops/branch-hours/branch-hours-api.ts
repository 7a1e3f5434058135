/**
 * A branch's opening hours, pickup windows and closures (`/ops/branches/{id}/hours`,
 * `/closures/`, admins only). A change refreshes the branch's calendar and says 'Saved'; field
 * messages are left to the screen, which puts them beside their inputs.
 */
import toast from 'react-hot-toast';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type {
  BranchClosureBody,
  BranchWeekDto,
} from '@laundry-accra/domain/schemas/pickup-windows';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

/** Query keys of one branch's calendar. */
export const branchCalendarKeys = {
  all: [...opsKeys.all, 'branch-calendar'] as const,
  week: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'week'] as const,
  closures: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'closures'] as const,
};

export const getBranchWeek = (branch: string) => data(api.GET('/api/ops/branches/{id}/hours', { params: { path: { id: branch } } }));
export const getClosures = (branch: string) =>
  data(api.GET('/api/ops/branches/{id}/closures/', { params: { path: { id: branch } } }));

/** The week of one branch; create once per branch (useMemo). */
export const branchWeekQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.week(branch), queryFn: () => getBranchWeek(branch) }));

/** The closures of one branch from today on; create once per branch (useMemo). */
export const closuresQueryAtom = (branch: string) =>
  atomWithQuery(() => ({ queryKey: branchCalendarKeys.closures(branch), queryFn: () => getClosures(branch) }));

/** PUT /ops/branches/{id}/hours. */
export const saveWeekMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save'],
  mutationFn: ({ branch, week }: { branch: string; week: BranchWeekDto }) =>
    data(api.PUT('/api/ops/branches/{id}/hours', { params: { path: { id: branch } }, body: week })),
  onSuccess: (_saved, { branch }) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.week(branch) });
    toast.success('Saved');
  },
}));

/** POST /ops/branches/{id}/closures/. */
export const addClosureMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'add-closure'],
  mutationFn: ({ branch, body }: { branch: string; body: BranchClosureBody }) =>
    data(api.POST('/api/ops/branches/{id}/closures/', { params: { path: { id: branch } }, body })),
  onSuccess: (_added, { branch }) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.closures(branch) });
    toast.success('Closed on that date');
  },
}));

/** DELETE /ops/branches/{id}/closures/{closureId}. */
export const removeClosureMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'remove-closure'],
  mutationFn: ({ branch, id }: { branch: string; id: string }) =>
    data(api.DELETE('/api/ops/branches/{id}/closures/{closureId}', { params: { path: { id: branch, closureId: id } } })),
  onSuccess: (_none, { branch }) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.closures(branch) });
    toast.success('Open again on that date');
  },
}));
