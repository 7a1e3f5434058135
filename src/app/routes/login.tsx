import * as React from 'react';
import { navigate } from 'gatsby';
import { landingPath } from '@/lib/signed-in-user';
import { LoginForm } from '../features/auth/components/login-form';
import { useRequestedPath, useSignedInRedirect } from '../features/auth/use-sign-in-door';
import { prefetchSignedInApp } from './prefetch';

/**
 * /app and /app/login (static pages, src/pages/app). A login lands where the account belongs
 * (staff: the console), or back on the page the visitor asked for (`?next=`), when that page is
 * theirs to see; a visitor already signed in goes there at once.
 */
export function LoginScreen({ search }: { search?: string }) {
  const next = useRequestedPath(search);
  useSignedInRedirect(search);
  return (
    <LoginForm
      next={next}
      onFirstUse={() => prefetchSignedInApp(next)}
      onLoggedIn={(user) => void navigate(landingPath(user, next))}
    />
  );
}
