/** POST /auth/signup/: creates the customer and signs them in. */
import { data, publicApi } from '@/lib/api-client';
import { storeSession, storeUser } from '@/lib/token-storage';
import type { SignupBody } from '@laundry-accra/domain/schemas/auth';

export type SignUpInput = SignupBody;

export const signUp = (input: SignUpInput) =>
  data(publicApi.POST('/api/auth/signup/', { body: input }));

/** Signs up and keeps the session in localStorage, as SPEC §4 says sign-up does. */
export async function signUpAndStore(input: SignUpInput) {
  const result = await signUp(input);
  storeSession(result.token, true);
  storeUser(result.user);
  return result;
}
