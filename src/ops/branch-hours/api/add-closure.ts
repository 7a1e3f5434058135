/** POST /ops/branches/{id}/closures/: closes a branch on a date, moving its bookings when asked (move_bookings). */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { BranchClosureBody } from '@laundry-accra/domain/schemas/pickup-windows';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';
import { refreshOrderLists } from '@/ops/api/order-write';

/** Which branch, and what to send. */
export type NewClosure = { branch: string; body: BranchClosureBody };

export const addClosure = ({ branch, body }: NewClosure) =>
  data(api.POST('/api/ops/branches/{id}/closures/', { params: { path: { id: branch } }, body }));

export const addClosureMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'add-closure'],
  mutationFn: addClosure,
  onSuccess: (added: { moved?: number }, { branch }: NewClosure) => {
    const client = get(queryClientAtom);
    void client.invalidateQueries({ queryKey: branchCalendarKeys.closures(branch) });
    // Bookings of that day moved: the orders show their new pickup.
    if (added.moved) void refreshOrderLists(client);
    toast.success(
      added.moved
        ? `Closed on that date; ${added.moved === 1 ? '1 booking' : `${added.moved} bookings`} moved and the customers told`
        : 'Closed on that date',
    );
  },
}));
