/** PATCH /users/{id}: changes the customer's name and email. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { profileSchema } from '@laundry-accra/domain/forms';
import { storeUser } from '@/lib/token-storage';
import { profileQueryKey, type Profile } from './get-profile';

export const updateProfileInputSchema = profileSchema;
export type UpdateProfileInput = yup.InferType<typeof updateProfileInputSchema> & { id: string };

export const updateProfile = ({ id, name, email }: UpdateProfileInput) =>
  apiRequest<Profile>(`/users/${id}`, { method: 'PATCH', body: { name, email } });

export const updateProfileMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['profile', 'update'],
  mutationFn: updateProfile,
  onSuccess: (user: Profile) => {
    storeUser(user);
    get(queryClientAtom).setQueryData(profileQueryKey, user);
    return get(queryClientAtom).invalidateQueries({ queryKey: profileQueryKey });
  },
}));
