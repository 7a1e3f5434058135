import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

/** /app/reset-password (a static page, src/pages/app). */
export function ForgotPasswordScreen() {
  return <ForgotPasswordForm onCodeSent={() => void navigate(paths.app.resetPasswordCode)} />;
}
