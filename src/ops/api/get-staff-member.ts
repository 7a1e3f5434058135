/** GET /users/me for the console: who is at the counter, their role and branch. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { fetchSignedInUser } from '@/lib/signed-in-user';
import { hasSession } from '@/lib/token-storage';
import { opsKeys } from './query-keys';

/**
 * Always asked of the server when the console opens (never taken from storage): the role decides
 * who gets in, and an account demoted since its last visit must not see the console.
 */
export const staffMemberQueryAtom = atomWithQuery(() => ({
  queryKey: opsKeys.me,
  queryFn: fetchSignedInUser,
  enabled: hasSession(),
  refetchOnWindowFocus: false,
}));
