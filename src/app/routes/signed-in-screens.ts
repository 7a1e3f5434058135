/**
 * The signed-in screens of SPEC §2, each its own chunk (lazyScreen): opening the dashboard loads
 * the dashboard's code and not the basket's. The table also tells the prefetcher (prefetch.ts)
 * which code a link leads to (and opening-data.ts which data a screen draws first).
 */
import { paths } from '@/lib/paths';
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

/** A screen of the route table: its code and its chunk's name (as in its import above). */
interface ScreenEntry {
  screen: { preload: () => Promise<unknown> };
  chunk: string;
}

/**
 * Which screen each path of the route map opens (`:id` stands for any one segment). The build
 * writes each chunk's files into the app page's HTML, which asks for them as soon as Gatsby's
 * scripts are in (screen-preload.ts), and fails on a name webpack does not know.
 */
const SCREENS: readonly (readonly [pattern: string, entry: ScreenEntry])[] = [
  [app.dashboard, { screen: DashboardRoute, chunk: 'app-screen-dashboard' }],
  [app.addAddress, { screen: AddressFormRoute, chunk: 'app-screen-address-form' }],
  [app.editAddress(':id'), { screen: AddressFormRoute, chunk: 'app-screen-address-form' }],
  [app.addresses, { screen: AddressesRoute, chunk: 'app-screen-addresses' }],
  [app.addBooking, { screen: AddBookingRoute, chunk: 'app-screen-add-booking' }],
  [app.editBooking(':id'), { screen: BookingEditRoute, chunk: 'app-screen-booking-edit' }],
  [app.booking(':id'), { screen: BookingDetailRoute, chunk: 'app-screen-booking-detail' }],
  [app.bookings, { screen: BookingsRoute, chunk: 'app-screen-bookings' }],
  [app.addBasket, { screen: AddBasketItemRoute, chunk: 'app-screen-add-basket-item' }],
  [app.basket, { screen: BasketRoute, chunk: 'app-screen-basket' }],
  [app.profile, { screen: ProfileRoute, chunk: 'app-screen-profile' }],
  [app.addSubscription(':id'), { screen: AddSubscriptionRoute, chunk: 'app-screen-add-subscription' }],
  [app.subscription(':id'), { screen: SubscriptionDetailRoute, chunk: 'app-screen-subscription-detail' }],
  [app.subscriptions, { screen: SubscriptionsRoute, chunk: 'app-screen-subscriptions' }],
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

/** The name of the chunk of the screen `pathname` opens, if it is a signed-in screen. */
export function screenChunkAt(pathname: string): string | undefined {
  return screenAt(pathname)?.chunk;
}

/** Each screen's path pattern and chunk name, for the build (screen-preload.ts). */
export const SCREEN_CHUNKS: readonly (readonly [pattern: string, chunk: string])[] = SCREENS.map(([pattern, { chunk }]) => [pattern, chunk]);
