/** GET /users/me: the signed-in customer, as a query (no jotai: the app page starts it early). */
import { api, data } from '@/lib/api-client';
import type { OpeningQuery } from '@/lib/opening-queries';
import { getStoredUser, storeUser, type StoredUser } from '@/lib/token-storage';
import type { ProfileBody } from '@laundry-accra/domain/schemas/users';

/**
 * The signed-in customer. A user stored by an older version of the app has no phone or choices
 * yet: they are optional until /users/me answers.
 */
export type Profile = StoredUser & Partial<Omit<ProfileBody, keyof StoredUser>>;

export const profileQueryKey = ['profile'] as const;

/** Fetches the customer and keeps them in storage under `user` for the next visit. */
export async function getProfile(): Promise<Profile> {
  const user = await data(api.GET('/api/users/me'));
  storeUser(user);
  return user;
}

/**
 * The profile is cached persistently (SPEC §7): the stored user shows at once (name, avatar) and
 * is checked against the server in the background. Unlike other queries it does not refetch when
 * the window regains focus.
 */
export const profileQuery = {
  queryKey: profileQueryKey,
  queryFn: getProfile,
  initialData: () => getStoredUser() ?? undefined,
  // Stored data counts as old, so it is revalidated once when the app mounts.
  initialDataUpdatedAt: 0,
  refetchOnWindowFocus: false,
} satisfies OpeningQuery<Profile>;
