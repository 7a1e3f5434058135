/** POST /address/: saves a new address. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { addressSchema } from '@laundry-accra/domain/forms';
import type { AddressBody } from '@laundry-accra/domain/schemas/addresses';
import { addressesQueryKey } from './get-addresses';

/** The address form's rules (SPEC §5): name and address required, the rest optional. */
export const addressInputSchema = addressSchema;
/** What the API takes: the route's own body. */
export type AddressInput = AddressBody;

export const createAddress = (input: AddressInput) =>
  data(api.POST('/api/address/', { body: input }));

export const createAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'create'],
  mutationFn: createAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
