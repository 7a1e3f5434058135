/** POST /auth/forget-password: emails a reset code and returns the token the reset call needs. */
import { data, publicApi } from '@/lib/api-client';
import type { ForgetPasswordBody } from '@laundry-accra/domain/schemas/auth';

export type ForgotPasswordInput = ForgetPasswordBody;

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  data(publicApi.POST('/api/auth/forget-password', { body: input }));
