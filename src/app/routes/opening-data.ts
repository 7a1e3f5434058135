/**
 * The data each signed-in screen draws first, by its chunk's name in the route table
 * (signed-in-screens.ts), which the app page asks for as it opens (src/lib/opening-queries.ts).
 * Only the app page imports this: the sign-in pages prefetch a screen's code through the route
 * table, and need none of its data.
 */
import type { OpeningQuery } from '@/lib/opening-queries';
import { basketQuery } from '../features/basket/api/basket-query';
import { bookingsQuery } from '../features/bookings/api/bookings-query';
import { profileQuery } from '../features/profile/api/profile-query';
import { subscriptionsQuery } from '../features/subscriptions/api/subscriptions-query';
import { screenChunkAt } from './signed-in-screens';

/** Beside the shell's profile, which every screen shows; a screen's other queries start when it mounts. */
const FIRST_DATA: Readonly<Record<string, readonly OpeningQuery[]>> = {
  'app-screen-dashboard': [bookingsQuery, subscriptionsQuery, basketQuery],
  'app-screen-bookings': [bookingsQuery],
  'app-screen-basket': [basketQuery],
  'app-screen-subscriptions': [subscriptionsQuery],
};

/** The queries to ask for as the app opens at `pathname`; none for an address the app does not know. */
export function openingQueriesAt(pathname: string): readonly OpeningQuery[] {
  const chunk = screenChunkAt(pathname);
  return chunk ? [profileQuery, ...(FIRST_DATA[chunk] ?? [])] : [];
}
