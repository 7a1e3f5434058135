/** POST /auth/signup/: creates the customer and signs them in. */
import type * as yup from 'yup';
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { signupSchema } from '@laundry-accra/domain/forms';
import { storeSession, storeUser } from '@/lib/token-storage';
import type { SignupResponse } from '@laundry-accra/domain/schemas/auth';
import type { Static } from '@sinclair/typebox';

/** The new customer and their first tokens. */
type SignUpResult = Static<typeof SignupResponse>;

/** The sign-up form's rules (SPEC §5). */
export const signUpInputSchema = signupSchema;
export type SignUpInput = yup.InferType<typeof signUpInputSchema>;

export const signUp = (input: SignUpInput) =>
  apiRequest<SignUpResult>('/auth/signup/', { method: 'POST', body: input, auth: false });

/** Signs up and keeps the session in localStorage, as SPEC §4 says sign-up does. */
export const signUpMutationAtom = atomWithMutation(() => ({
  mutationKey: ['auth', 'sign-up'],
  mutationFn: signUp,
  onSuccess: (result: SignUpResult) => {
    storeSession(result.token, true);
    storeUser(result.user);
  },
}));
