/** PUT /ops/branches/{id}/hours: a branch's new week; the week is read again and the console says 'Saved'. */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { BranchWeekDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { api, data } from '@/lib/api-client';
import { branchCalendarKeys } from './branch-calendar-keys';

/** Which branch, and what to send. */
export type WeekSave = { branch: string; week: BranchWeekDto };

export const saveWeek = ({ branch, week }: WeekSave) =>
  data(api.PUT('/api/ops/branches/{id}/hours', { params: { path: { id: branch } }, body: week }));

export const saveWeekMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...branchCalendarKeys.all, 'save'],
  mutationFn: saveWeek,
  onSuccess: (_saved: unknown, { branch }: WeekSave) => {
    void get(queryClientAtom).invalidateQueries({ queryKey: branchCalendarKeys.week(branch) });
    toast.success('Saved');
  },
}));
