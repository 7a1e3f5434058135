/** POST /auth/forget-password: emails a reset code and returns the token the reset call needs. */
import type * as yup from 'yup';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { forgotPasswordSchema } from '@laundry-accra/domain/forms';

export const forgotPasswordInputSchema = forgotPasswordSchema;
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordInputSchema>;

/**
 * The token from the forget-password answer, kept for the code page. sessionStorage lets it
 * survive a reload of the code page (the customer went to read their email) but not the tab.
 */
export const resetTokenAtom = atomWithStorage<string | null>(
  'passwordResetToken',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ token: string }>('/auth/forget-password', { method: 'POST', body: input, auth: false });

export const forgotPasswordMutationAtom = atomWithMutation(() => ({
  mutationKey: ['auth', 'forgot-password'],
  mutationFn: requestPasswordReset,
}));
