import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/reset-password. */
export function ForgotPasswordRoute(_props: RouteProps) {
  useDocumentTitle('Forgot password');
  return <ForgotPasswordForm onCodeSent={() => void navigate(paths.app.resetPasswordCode)} />;
}
