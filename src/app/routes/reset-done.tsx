import * as React from 'react';
import { ResetDone } from '../features/auth/components/reset-done';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/reset-done. */
export function ResetDoneRoute(_props: RouteProps) {
  useDocumentTitle('Password reset');
  return <ResetDone />;
}
