import * as React from 'react';
import { navigate } from 'gatsby';
import { landingPath } from '@/lib/signed-in-user';
import { LoginForm } from '../features/auth/components/login-form';
import { useRequestedPath, useSignedInRedirect } from '../features/auth/use-sign-in-door';
import { isFormKept } from '@/lib/kept-form';
import { CHECKOUT_FORM, CHECKOUT_SESSION_ENDED } from '../features/bookings/checkout-kept';
import { prefetchSignedInApp } from './prefetch';

/**
 * /app and /app/login (static pages, src/pages/app). A login lands where the account belongs
 * (staff: the console), or back on the page the visitor asked for (`?next=`), when that page is
 * theirs to see; a visitor already signed in goes there at once. A checkout the session ended in
 * the middle of is mentioned, and waits on the basket page (features/bookings/checkout-kept.ts).
 */
export function LoginScreen({ search }: { search?: string }) {
  const next = useRequestedPath(search);
  useSignedInRedirect(search);
  // Read after the first render: the page is built ahead, where no checkout waits.
  const [checkoutWaits, setCheckoutWaits] = React.useState(false);
  React.useEffect(() => setCheckoutWaits(isFormKept(CHECKOUT_FORM)), []);
  return (
    <LoginForm
      next={next}
      notice={checkoutWaits ? CHECKOUT_SESSION_ENDED : undefined}
      onFirstUse={() => prefetchSignedInApp(next)}
      onLoggedIn={(user) => void navigate(landingPath(user, next))}
    />
  );
}
