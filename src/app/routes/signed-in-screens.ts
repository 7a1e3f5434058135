/**
 * The signed-in screens of SPEC §2, each its own chunk (lazyScreen): opening the dashboard loads
 * the dashboard's code and not the basket's. The table also tells the prefetcher (prefetch.ts)
 * which code a link leads to.
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

/** Which screen each path of the route map opens (`:id` stands for any one segment). */
const SCREENS: readonly (readonly [string, { preload: () => Promise<unknown> }])[] = [
  [app.dashboard, DashboardRoute],
  [app.addAddress, AddressFormRoute],
  [app.editAddress(':id'), AddressFormRoute],
  [app.addresses, AddressesRoute],
  [app.addBooking, AddBookingRoute],
  [app.editBooking(':id'), BookingEditRoute],
  [app.booking(':id'), BookingDetailRoute],
  [app.bookings, BookingsRoute],
  [app.addBasket, AddBasketItemRoute],
  [app.basket, BasketRoute],
  [app.profile, ProfileRoute],
  [app.addSubscription(':id'), AddSubscriptionRoute],
  [app.subscription(':id'), SubscriptionDetailRoute],
  [app.subscriptions, SubscriptionsRoute],
  [app.help, HelpRoute],
];

const segments = (path: string) => path.split(/[?#]/)[0].split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  return expected.length === actual.length && expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
}

/** Starts loading the code of the screen `pathname` opens, if it is a signed-in screen. */
export function preloadScreenAt(pathname: string): void {
  const screen = SCREENS.find(([pattern]) => matches(pattern, pathname))?.[1];
  void screen?.preload().catch(() => undefined);
}
