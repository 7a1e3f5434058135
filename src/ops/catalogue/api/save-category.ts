/** POST /ops/categories/ (a new category) or PATCH /ops/categories/{id} (a change to one). */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { OpsCategoryBody } from '@laundry-accra/domain/schemas/back-office';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, backOfficeSaved, isChange, type SaveInput } from '@/ops/back-office/api/back-office-keys';

export const saveCategory = (input: SaveInput<OpsCategoryBody>) =>
  isChange(input)
    ? data(api.PATCH('/api/ops/categories/{id}', { params: { path: { id: input.id } }, body: input.body }))
    : data(api.POST('/api/ops/categories/', { body: input.body }));

export const saveCategoryMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...backOfficeKeys.all, 'categories', 'save'],
  mutationFn: saveCategory,
  onSuccess: () => backOfficeSaved(get(queryClientAtom)),
}));
