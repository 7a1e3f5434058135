import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { SignupForm } from '../features/auth/components/signup-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/signup. */
export function SignupRoute(_props: RouteProps) {
  useDocumentTitle('Sign up');
  return <SignupForm onSignedUp={() => void navigate(paths.app.dashboard)} />;
}
