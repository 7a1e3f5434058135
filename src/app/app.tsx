import * as React from 'react';
import { Router } from '@reach/router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { AppErrorBoundary, NotFoundScreen } from './components/app-error';
import { routePath } from './lib/route-path';
import { AppProviders } from '@/lib/app-providers';
import { AddBasketItemRoute } from './routes/add-basket-item';
import { AddBookingRoute } from './routes/add-booking';
import { AddSubscriptionRoute } from './routes/add-subscription';
import { AddressFormRoute } from './routes/address-form';
import { AddressesRoute } from './routes/addresses';
import { BasketRoute } from './routes/basket';
import { BookingDetailRoute } from './routes/booking-detail';
import { BookingEditRoute } from './routes/booking-edit';
import { BookingsRoute } from './routes/bookings';
import { ChangePasswordRoute } from './routes/change-password';
import { DashboardRoute } from './routes/dashboard';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HelpRoute } from './routes/help';
import { LoginRoute } from './routes/login';
import { ProfileRoute } from './routes/profile';
import { ResetCodeRoute } from './routes/reset-code';
import { ResetDoneRoute } from './routes/reset-done';
import { SignedInArea } from './routes/signed-in-area';
import { SignupRoute } from './routes/signup';
import { SubscriptionDetailRoute } from './routes/subscription-detail';
import { SubscriptionsRoute } from './routes/subscriptions';

const app = paths.app;

/** Every /app route of SPEC §2. Signed-out screens stand alone; the rest share the guarded shell. */
export function AppRoutes() {
  return (
    <Router basepath="/app" primary={false}>
      <LoginRoute path="/" />
      <LoginRoute path={routePath(app.login)} />
      <SignupRoute path={routePath(app.signup)} />
      <ForgotPasswordRoute path={routePath(app.resetPassword)} />
      <ResetCodeRoute path={routePath(app.resetPasswordCode)} />
      <ChangePasswordRoute path={routePath(app.changePassword)} />
      <ResetDoneRoute path={routePath(app.resetDone)} />
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
