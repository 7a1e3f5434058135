/** POST /auth/login/: trades email and password for tokens. */
import type * as yup from 'yup';
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { loginSchema } from '@laundry-accra/domain/forms';
import { storeSession, type SessionTokens } from '@/lib/token-storage';

/** The login form's rules (SPEC §5). */
export const logInInputSchema = loginSchema;
export type LogInInput = yup.InferType<typeof logInInputSchema> & {
  /** 'Remember me': keep the session in localStorage instead of sessionStorage. */
  remember: boolean;
};

export const logIn = ({ email, password }: LogInInput) =>
  apiRequest<SessionTokens>('/auth/login/', { method: 'POST', body: { email, password }, auth: false });

export const logInMutationAtom = atomWithMutation(() => ({
  mutationKey: ['auth', 'log-in'],
  mutationFn: logIn,
  onSuccess: (tokens: SessionTokens, input: LogInInput) => storeSession(tokens, input.remember),
}));
