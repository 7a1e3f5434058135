import * as React from 'react';
import { navigate } from 'gatsby';
import { landingPath, requestedPath } from '@/lib/signed-in-user';
import { LoginForm } from '../features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/**
 * /app and /app/login. A login lands where the account belongs (staff: the console), or back on
 * the page the visitor asked for (`?next=`), when that page is theirs to see.
 */
export function LoginRoute({ location }: RouteProps) {
  useDocumentTitle('Log in');
  const next = requestedPath(location?.search);
  return <LoginForm onLoggedIn={(user) => void navigate(landingPath(user, next))} />;
}
