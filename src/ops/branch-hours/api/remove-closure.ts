/** DELETE /ops/branches/{id}/closures/{closureId}: opens a branch again on a closed date. */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

/** Which branch, and what to send. */
export type ClosureRemoval = { branch: string; id: string };

export const removeClosure = ({ branch, id }: ClosureRemoval) =>
  data(api.DELETE('/api/ops/branches/{id}/closures/{closureId}', { params: { path: { id: branch, closureId: id } } }));

export const removeClosureMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'remove-closure'],
  mutationFn: removeClosure,
  onSuccess: (_none: unknown, { branch }: ClosureRemoval) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.closures(branch) });
    toast.success('Open again on that date');
  },
}));
