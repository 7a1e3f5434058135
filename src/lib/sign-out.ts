/** Ending a session on this device, for the customer app and the staff console alike. */
import { data, sessionEndApi } from './api-client';
import { forgetKeptForms } from './kept-form';
import { clearSession, getRefreshToken } from './token-storage';

/**
 * POST /auth/logout/ revokes the refresh token, best effort: a failed revoke must never keep
 * anyone signed in on this device, so the browser forgets the session either way, and any form
 * kept for this customer across a sign-in (kept-form.ts).
 */
export async function logOut(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh) {
      await data(sessionEndApi.POST('/api/auth/logout/', { body: { refresh } }));
    }
  } catch {
    // The server may already consider the token dead; the local session still ends below.
  } finally {
    clearSession();
    forgetKeptForms();
  }
}
