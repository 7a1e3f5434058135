/** POST /auth/reset-password: sets a new password with the emailed code and the kept token. */
import type * as yup from 'yup';
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { resetPasswordSchema } from '@laundry-accra/domain/forms';

export const resetPasswordInputSchema = resetPasswordSchema;
export type ResetPasswordInput = yup.InferType<typeof resetPasswordInputSchema> & { token: string };

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input, auth: false });

export const resetPasswordMutationAtom = atomWithMutation(() => ({
  mutationKey: ['auth', 'reset-password'],
  mutationFn: resetPassword,
}));
