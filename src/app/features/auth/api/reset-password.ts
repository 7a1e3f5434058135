/** POST /auth/reset-password: sets a new password with the emailed code and the kept token. */
import { data, publicApi } from '@/lib/api-client';
import type { ResetPasswordBody } from '@laundry-accra/domain/schemas/auth';

export type ResetPasswordInput = ResetPasswordBody;

export const resetPassword = (input: ResetPasswordInput) =>
  data(publicApi.POST('/api/auth/reset-password', { body: input }));
