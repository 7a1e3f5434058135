import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ResetCodeForm } from '../features/auth/components/reset-code-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/reset-password/code. */
export function ResetCodeRoute(_props: RouteProps) {
  useDocumentTitle('Reset password');
  return <ResetCodeForm onReset={() => void navigate(paths.app.resetDone)} />;
}
