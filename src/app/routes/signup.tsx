import * as React from 'react';
import { navigate } from 'gatsby';
import { landingPath } from '@/lib/signed-in-user';
import { SignupForm } from '../features/auth/components/signup-form';
import { useRequestedPath } from '../features/auth/use-sign-in-door';
import { prefetchSignedInApp } from './prefetch';

/**
 * /app/signup (a static page, src/pages/app). A new customer lands on their dashboard, or on the
 * page they were going to (`?next=`). Unlike the login, it stays open to a visitor who is signed
 * in: creating another account from this device (a relative's, say) is theirs to do.
 */
export function SignupScreen({ search }: { search?: string }) {
  const next = useRequestedPath(search);
  return (
    <SignupForm
      next={next}
      onFirstUse={() => prefetchSignedInApp(next)}
      onSignedUp={() => void navigate(landingPath(null, next))}
    />
  );
}
