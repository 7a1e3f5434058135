/** POST /auth/logout/: revokes the refresh token; the browser forgets the session either way. */
import { queryClientAtom } from 'jotai-tanstack-query';
import { atomWithMutation } from 'jotai-tanstack-query';
import { logOut } from '@/lib/sign-out';

/** Logs out and drops every cached answer, so the next customer on this device sees none of it. */
export const logOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['auth', 'log-out'],
  mutationFn: logOut,
  onSettled: () => get(queryClientAtom).clear(),
}));
