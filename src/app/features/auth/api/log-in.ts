/** POST /auth/login/: trades email and password for tokens, then reads who signed in. */
import { data, publicApi } from '@/lib/api-client';
import { fetchSignedInUser, type SignedInUser } from '@/lib/signed-in-user';
import { storeSession } from '@/lib/token-storage';

export interface LogInInput {
  email: string;
  password: string;
  /** 'Remember me': keep the session in localStorage instead of sessionStorage. */
  remember: boolean;
}

export const logIn = ({ email, password }: LogInInput) =>
  data(publicApi.POST('/api/auth/login/', { body: { email, password } }));

/**
 * Logs in and reads GET /users/me, whose role decides where the login lands (staff: the console).
 * The tokens are stored first, as the second call needs them; if that call fails the login still
 * stands and the account is treated as a customer's (null).
 */
export async function logInAndIdentify(input: LogInInput): Promise<SignedInUser | null> {
  const tokens = await logIn(input);
  storeSession(tokens, input.remember);
  return fetchSignedInUser().catch(() => null);
}
