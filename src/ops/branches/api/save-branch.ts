/** POST /ops/branches/ (a new branch) or PATCH /ops/branches/{id} (a change to one). */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { OpsBranchBody } from '@laundry-accra/domain/schemas/back-office';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, backOfficeSaved, isChange, type SaveInput } from '@/ops/back-office/api/back-office-keys';

export const saveBranch = (input: SaveInput<OpsBranchBody>) =>
  isChange(input)
    ? data(api.PATCH('/api/ops/branches/{id}', { params: { path: { id: input.id } }, body: input.body }))
    : data(api.POST('/api/ops/branches/', { body: input.body }));

export const saveBranchMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...backOfficeKeys.all, 'branches', 'save'],
  mutationFn: saveBranch,
  onSuccess: () => backOfficeSaved(get(queryClientAtom)),
}));
