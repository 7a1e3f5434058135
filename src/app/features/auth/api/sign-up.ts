/** POST /auth/signup/: creates the customer and signs them in. */
import type { Static } from '@sinclair/typebox';
import { apiRequest } from '@/lib/api-client';
import { storeSession, storeUser } from '@/lib/token-storage';
import type { SignupBody, SignupResponse } from '@laundry-accra/domain/schemas/auth';

/** The new customer and their first tokens. */
type SignUpResult = Static<typeof SignupResponse>;

export type SignUpInput = SignupBody;

export const signUp = (input: SignUpInput) =>
  apiRequest<SignUpResult>('/auth/signup/', { method: 'POST', body: input, auth: false });

/** Signs up and keeps the session in localStorage, as SPEC §4 says sign-up does. */
export async function signUpAndStore(input: SignUpInput): Promise<SignUpResult> {
  const result = await signUp(input);
  storeSession(result.token, true);
  storeUser(result.user);
  return result;
}
