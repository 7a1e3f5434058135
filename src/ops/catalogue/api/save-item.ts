/** POST /ops/items/ (a new item of the price list) or PATCH /ops/items/{id} (a change to one). */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { OpsItemBody } from '@laundry-accra/domain/schemas/back-office';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, backOfficeSaved, isChange, type SaveInput } from '@/ops/back-office/api/back-office-keys';

export const saveItem = (input: SaveInput<OpsItemBody>) =>
  isChange(input)
    ? data(api.PATCH('/api/ops/items/{id}', { params: { path: { id: input.id } }, body: input.body }))
    : data(api.POST('/api/ops/items/', { body: input.body }));

export const saveItemMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...backOfficeKeys.all, 'items', 'save'],
  mutationFn: saveItem,
  onSuccess: () => backOfficeSaved(get(queryClientAtom)),
}));
