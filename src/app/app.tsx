import * as React from 'react';
import { Router } from '@reach/router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { AppErrorBoundary, NotFoundScreen } from './components/app-error';
import { routePath } from './lib/route-path';
import { AppProviders } from '@/lib/app-providers';
import { SignedInArea } from './routes/signed-in-area';
import { ShellFrameContext } from './shell/frame-context';
import type { ShellFrameProps } from './shell/shell-frame';
import { logOut } from '@/lib/sign-out';
import { navigate } from 'gatsby';
import {
  AddBasketItemRoute,
  AddBookingRoute,
  AddressesRoute,
  AddressFormRoute,
  AddSubscriptionRoute,
  BasketRoute,
  BookingDetailRoute,
  BookingEditRoute,
  BookingsRoute,
  DashboardRoute,
  HelpRoute,
  ProfileRoute,
  SubscriptionDetailRoute,
  SubscriptionsRoute,
} from './routes/signed-in-screens';

const app = paths.app;

/**
 * The signed-in routes of SPEC §2, in the guarded shell, each screen its own chunk. The signed-out
 * screens (login, sign-up, the password reset) are static pages of their own (src/pages/app).
 */
export function AppRoutes() {
  return (
    <Router basepath="/app" primary={false}>
      {/* A parent route with children matches "/app/*" and routes them below /app. */}
      <SignedInArea path="/">
        <DashboardRoute path={routePath(app.dashboard)} />
        <AddressesRoute path={routePath(app.addresses)} />
        <AddressFormRoute path={routePath(app.addAddress)} />
        <AddressFormRoute path={routePath(app.editAddress(':id'))} />
        <BookingsRoute path={routePath(app.bookings)} />
        <AddBookingRoute path={routePath(app.addBooking)} />
        <BookingDetailRoute path={routePath(app.booking(':id'))} />
        <BookingEditRoute path={routePath(app.editBooking(':id'))} />
        <BasketRoute path={routePath(app.basket)} />
        <AddBasketItemRoute path={routePath(app.addBasket)} />
        <ProfileRoute path={routePath(app.profile)} />
        <SubscriptionsRoute path={routePath(app.subscriptions)} />
        <AddSubscriptionRoute path={routePath(app.addSubscription(':id'))} />
        <SubscriptionDetailRoute path={routePath(app.subscription(':id'))} />
        <HelpRoute path={routePath(app.help)} />
        <NotFoundScreen default />
      </SignedInArea>
    </Router>
  );
}

export interface CustomerAppProps {
  /** Tests hand in their own client; the page makes a fresh one per mount. */
  queryClient?: QueryClient;
  /**
   * The frame of the signed-in screens (src/app/shell/shell-frame.tsx's `ShellFrame`), handed in by
   * the page, which already has it: it draws the same frame before the app is here.
   */
  Frame: React.ComponentType<ShellFrameProps>;
}

/** The signed-in customer app, mounted by src/pages/app/[...].tsx in the browser only. */
export default function CustomerApp({ queryClient, Frame }: CustomerAppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <ShellFrameContext.Provider value={Frame}>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </ShellFrameContext.Provider>
    </AppProviders>
  );
}

/**
 * A Logout pressed in the frame the page draws before the app is here: the session ends as the
 * app's own Logout ends it (the refresh token revoked, the session and any kept form forgotten),
 * then the login page. Nothing is cached yet to drop.
 */
export async function logOutBeforeTheApp(): Promise<void> {
  await logOut();
  await navigate(paths.app.login);
}
