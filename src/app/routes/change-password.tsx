import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/change-password. */
export function ChangePasswordRoute(_props: RouteProps) {
  useDocumentTitle('Set new password');
  return <ChangePasswordForm onContinue={() => void navigate(paths.app.resetPassword)} />;
}
