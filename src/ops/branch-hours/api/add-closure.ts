/** POST /ops/branches/{id}/closures/: closes a branch on a date. */
import toast from 'react-hot-toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { BranchClosureBody } from '@laundry-accra/domain/schemas/pickup-windows';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

/** Which branch, and what to send. */
export type NewClosure = { branch: string; body: BranchClosureBody };

export const addClosure = ({ branch, body }: NewClosure) =>
  data(api.POST('/api/ops/branches/{id}/closures/', { params: { path: { id: branch } }, body }));

export const addClosureMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'add-closure'],
  mutationFn: addClosure,
  onSuccess: (_added: unknown, { branch }: NewClosure) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.closures(branch) });
    toast.success('Closed on that date');
  },
}));
