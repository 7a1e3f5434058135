/** What the auth endpoints answer. */
import type { SessionTokens, StoredUser } from '@/lib/token-storage';

export type { SessionTokens, StoredUser };

/** POST /auth/signup/ answer: the new customer and their first tokens. */
export interface SignUpResult {
  user: StoredUser;
  token: SessionTokens;
}
