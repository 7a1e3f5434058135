/** POST /auth/forget-password: emails a reset code and returns the token the reset call needs. */
import { apiRequest } from '@/lib/api-client';
import type { ForgetPasswordBody } from '@laundry-accra/domain/schemas/auth';

export type ForgotPasswordInput = ForgetPasswordBody;

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ token: string }>('/auth/forget-password', { method: 'POST', body: input, auth: false });
