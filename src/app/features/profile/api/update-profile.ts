/** PATCH /users/{id}: changes the customer's name and email. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { profileSchema } from '@laundry-accra/domain/forms';
import { storeUser } from '@/lib/token-storage';
import type { ProfileBody } from '@laundry-accra/domain/schemas/users';
import { profileQueryKey, type Profile } from './get-profile';

export const updateProfileInputSchema = profileSchema;
export type UpdateProfileInput = yup.InferType<typeof updateProfileInputSchema> & { id: string };

/** Sends the name, email, phone (as typed: the server stores it as +233…) and the two choices. */
export const updateProfile = ({ id, name, email, phone, sms_notifications, marketing_emails }: UpdateProfileInput) =>
  data(
    api.PATCH('/api/users/{id}', {
      params: { path: { id } },
      body: { name, email, phone: phone || null, sms_notifications, marketing_emails },
    }),
  );

export const updateProfileMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['profile', 'update'],
  mutationFn: updateProfile,
  onSuccess: (changed: ProfileBody) => {
    const user = { ...get(queryClientAtom).getQueryData<Profile>(profileQueryKey), ...changed };
    storeUser(user);
    get(queryClientAtom).setQueryData(profileQueryKey, user);
    return get(queryClientAtom).invalidateQueries({ queryKey: profileQueryKey });
  },
}));
