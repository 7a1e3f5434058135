/** POST /auth/change-password/: a signed-in customer's new password; this device stays signed in. */
import { api, data } from '@/lib/api-client';
import { signedInChangePasswordSchema } from '@laundry-accra/domain/forms';
import type { ChangePasswordBody } from '@laundry-accra/domain/schemas/auth';
import { replaceTokens } from '@/lib/token-storage';

export const changePasswordInputSchema = signedInChangePasswordSchema;
export type ChangePasswordInput = ChangePasswordBody;

/** Changes the password; every other session ends, and the new session's tokens replace this one's. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const tokens = await data(api.POST('/api/auth/change-password/', { body: input }));
  replaceTokens(tokens);
}
