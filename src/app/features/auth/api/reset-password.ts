/** POST /auth/reset-password: sets a new password with the emailed code and the kept token. */
import { apiRequest } from '@/lib/api-client';
import type { ResetPasswordBody } from '@laundry-accra/domain/schemas/auth';

export type ResetPasswordInput = ResetPasswordBody;

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input, auth: false });
