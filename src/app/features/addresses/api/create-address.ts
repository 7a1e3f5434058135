/** POST /address/: saves a new address. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { addressSchema } from '@laundry-accra/domain/forms';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import { addressesQueryKey } from './get-addresses';

/** The address form's rules (SPEC §5): name and address required, the rest optional. */
export const addressInputSchema = addressSchema;
export type AddressInput = yup.InferType<typeof addressInputSchema>;

export const createAddress = (input: AddressInput) =>
  apiRequest<AddressDto>('/address/', { method: 'POST', body: input });

export const createAddressMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['addresses', 'create'],
  mutationFn: createAddress,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: addressesQueryKey }),
}));
