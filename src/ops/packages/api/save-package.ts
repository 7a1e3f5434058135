/** POST /ops/packages/ (a new package) or PATCH /ops/packages/{id} (a change to one). */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { OpsPackageBody } from '@laundry-accra/domain/schemas/back-office';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, backOfficeSaved, isChange, type SaveInput } from '@/ops/back-office/api/back-office-keys';

export const savePackage = (input: SaveInput<OpsPackageBody>) =>
  isChange(input)
    ? data(api.PATCH('/api/ops/packages/{id}', { params: { path: { id: input.id } }, body: input.body }))
    : data(api.POST('/api/ops/packages/', { body: input.body }));

export const savePackageMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...backOfficeKeys.all, 'packages', 'save'],
  mutationFn: savePackage,
  onSuccess: () => backOfficeSaved(get(queryClientAtom)),
}));
