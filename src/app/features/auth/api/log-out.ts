/** POST /auth/logout/: revokes the refresh token; the browser forgets the session either way. */
import { queryClientAtom } from 'jotai-tanstack-query';
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession, getRefreshToken } from '@/lib/token-storage';

/** Best effort: a failed revoke must never keep a customer signed in on this device. */
export async function logOut(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh) {
      await apiRequest('/auth/logout/', { method: 'POST', body: { refresh }, refreshOnUnauthorized: false });
    }
  } catch {
    // The server may already consider the token dead; the local session still ends below.
  } finally {
    clearSession();
  }
}

/** Logs out and drops every cached answer, so the next customer on this device sees none of it. */
export const logOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['auth', 'log-out'],
  mutationFn: logOut,
  onSettled: () => get(queryClientAtom).clear(),
}));
