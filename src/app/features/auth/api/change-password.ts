/** POST /auth/change-password/: a signed-in customer's new password; this device stays signed in. */
import type * as yup from 'yup';
import { apiRequest } from '@/lib/api-client';
import { signedInChangePasswordSchema } from '@laundry-accra/domain/forms';
import { replaceTokens, type SessionTokens } from '@/lib/token-storage';

export const changePasswordInputSchema = signedInChangePasswordSchema;
export type ChangePasswordInput = yup.InferType<typeof changePasswordInputSchema>;

/** Changes the password; every other session ends, and the new session's tokens replace this one's. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const tokens = await apiRequest<SessionTokens>('/auth/change-password/', { method: 'POST', body: input });
  replaceTokens(tokens);
}
