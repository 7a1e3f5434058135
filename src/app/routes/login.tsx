import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { useDocumentTitle } from '../lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app and /app/login. */
export function LoginRoute(_props: RouteProps) {
  useDocumentTitle('Log in');
  return <LoginForm onLoggedIn={() => void navigate(paths.app.dashboard)} />;
}
