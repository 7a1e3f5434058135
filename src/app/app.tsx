import * as React from 'react';
import { Router } from '@reach/router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { AppErrorBoundary, NotFoundScreen } from './components/app-error';
import { routePath } from './lib/route-path';
import { AppProviders } from '@/lib/app-providers';
import { SignedInArea } from './routes/signed-in-area';
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
}

/** The signed-in customer app, mounted by src/pages/app/[...].tsx in the browser only. */
export default function CustomerApp({ queryClient }: CustomerAppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
