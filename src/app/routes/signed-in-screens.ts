/**
 * The signed-in screens of SPEC §2, each its own chunk (lazyScreen): opening the dashboard loads
 * the dashboard's code and not the basket's. The table also tells the prefetcher (prefetch.ts)
 * which code a link leads to, and the app page which data to ask for as it opens.
 */
import { paths } from '@/lib/paths';
import type { OpeningQuery } from '@/lib/opening-queries';
import { basketQuery } from '../features/basket/api/basket-query';
import { bookingsQuery } from '../features/bookings/api/bookings-query';
import { profileQuery } from '../features/profile/api/profile-query';
import { subscriptionsQuery } from '../features/subscriptions/api/subscriptions-query';
import { lazyScreen } from '../lib/lazy-screen';

const app = paths.app;

export const DashboardRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-dashboard" */ './dashboard'), 'DashboardRoute');
export const AddressesRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-addresses" */ './addresses'), 'AddressesRoute');
export const AddressFormRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-address-form" */ './address-form'), 'AddressFormRoute');
export const BookingsRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-bookings" */ './bookings'), 'BookingsRoute');
export const AddBookingRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-add-booking" */ './add-booking'), 'AddBookingRoute');
export const BookingDetailRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-booking-detail" */ './booking-detail'), 'BookingDetailRoute');
export const BookingEditRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-booking-edit" */ './booking-edit'), 'BookingEditRoute');
export const BasketRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-basket" */ './basket'), 'BasketRoute');
export const AddBasketItemRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-add-basket-item" */ './add-basket-item'), 'AddBasketItemRoute');
export const ProfileRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-profile" */ './profile'), 'ProfileRoute');
export const SubscriptionsRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-subscriptions" */ './subscriptions'), 'SubscriptionsRoute');
export const AddSubscriptionRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-add-subscription" */ './add-subscription'), 'AddSubscriptionRoute');
export const SubscriptionDetailRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-subscription-detail" */ './subscription-detail'), 'SubscriptionDetailRoute');
export const HelpRoute = lazyScreen(() => import(/* webpackChunkName: "app-screen-help" */ './help'), 'HelpRoute');

/** A screen of the route table: its code, its chunk's name, and the data it draws first. */
interface ScreenEntry {
  screen: { preload: () => Promise<unknown> };
  /** The chunk's name, as in the screen's import above. */
  chunk: string;
  /**
   * The queries the app page asks for as it opens at this screen, beside the code (the shell's
   * profile comes with every screen). A screen's other queries start when it mounts.
   */
  data?: readonly OpeningQuery[];
}

/**
 * Which screen each path of the route map opens (`:id` stands for any one segment). The build
 * writes each chunk's files into the app page's HTML, which asks for them as soon as Gatsby's
 * scripts are in (screen-preload.ts), and fails on a name webpack does not know.
 */
const SCREENS: readonly (readonly [pattern: string, entry: ScreenEntry])[] = [
  [app.dashboard, { screen: DashboardRoute, chunk: 'app-screen-dashboard', data: [bookingsQuery, subscriptionsQuery, basketQuery] }],
  [app.addAddress, { screen: AddressFormRoute, chunk: 'app-screen-address-form' }],
  [app.editAddress(':id'), { screen: AddressFormRoute, chunk: 'app-screen-address-form' }],
  [app.addresses, { screen: AddressesRoute, chunk: 'app-screen-addresses' }],
  [app.addBooking, { screen: AddBookingRoute, chunk: 'app-screen-add-booking' }],
  [app.editBooking(':id'), { screen: BookingEditRoute, chunk: 'app-screen-booking-edit' }],
  [app.booking(':id'), { screen: BookingDetailRoute, chunk: 'app-screen-booking-detail' }],
  [app.bookings, { screen: BookingsRoute, chunk: 'app-screen-bookings', data: [bookingsQuery] }],
  [app.addBasket, { screen: AddBasketItemRoute, chunk: 'app-screen-add-basket-item' }],
  [app.basket, { screen: BasketRoute, chunk: 'app-screen-basket', data: [basketQuery] }],
  [app.profile, { screen: ProfileRoute, chunk: 'app-screen-profile' }],
  [app.addSubscription(':id'), { screen: AddSubscriptionRoute, chunk: 'app-screen-add-subscription' }],
  [app.subscription(':id'), { screen: SubscriptionDetailRoute, chunk: 'app-screen-subscription-detail' }],
  [app.subscriptions, { screen: SubscriptionsRoute, chunk: 'app-screen-subscriptions', data: [subscriptionsQuery] }],
  [app.help, { screen: HelpRoute, chunk: 'app-screen-help' }],
];

const segments = (path: string) => path.split(/[?#]/)[0].split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  return expected.length === actual.length && expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
}

function screenAt(pathname: string): ScreenEntry | undefined {
  return SCREENS.find(([pattern]) => matches(pattern, pathname))?.[1];
}

/**
 * Starts loading the code of the screen `pathname` opens, if it is a signed-in screen; settles
 * once it is here (or could not be loaded: the screen's own boundary shows that when it renders).
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  return (screenAt(pathname)?.screen.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The queries to ask for as the app opens at `pathname`: the shell's profile, and the screen's
 * own first data. None for an address the app does not know.
 */
export function openingQueriesAt(pathname: string): readonly OpeningQuery[] {
  const screen = screenAt(pathname);
  return screen ? [profileQuery, ...(screen.data ?? [])] : [];
}

/** Each screen's path pattern and chunk name, for the build (screen-preload.ts). */
export const SCREEN_CHUNKS: readonly (readonly [pattern: string, chunk: string])[] = SCREENS.map(([pattern, { chunk }]) => [pattern, chunk]);
