import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';

/** /app/change-password (a static page, src/pages/app). */
export function ChangePasswordScreen() {
  return <ChangePasswordForm onContinue={() => void navigate(paths.app.resetPassword)} />;
}
