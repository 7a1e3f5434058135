/**
 * What the doors to sign in do beyond their forms: remember the page the visitor was going to
 * (login and sign-up), and send a visitor who is already signed in straight on (login).
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { requestedPath, signedInLanding } from '@/lib/signed-in-user';
import { SIGNED_IN_ATTRIBUTE } from './components/auth-head';

/**
 * The page the visitor was going to (`?next=`), read after hydration: the build renders the page
 * without a query string, and the first render must match that HTML.
 */
export function useRequestedPath(search: string | undefined): string | undefined {
  const [next, setNext] = React.useState<string | undefined>(undefined);
  React.useEffect(() => {
    setNext(requestedPath(search));
  }, [search]);
  return next;
}

/**
 * A visitor with a stored session who opens the login goes where a login would land them (their
 * dashboard, the page they asked for, or the console for staff) instead of seeing the form again.
 * The page's inline script has already hidden the card for them (AuthHead); a visitor without a
 * session gets it shown.
 */
export function useSignedInRedirect(search: string | undefined): void {
  React.useEffect(() => {
    const landing = signedInLanding(requestedPath(search));
    if (landing) void navigate(landing, { replace: true });
    else document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  }, [search]);
}
