import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { ResetCodeForm } from '../features/auth/components/reset-code-form';

/** /app/reset-password/code (a static page, src/pages/app). */
export function ResetCodeScreen() {
  return <ResetCodeForm onReset={() => void navigate(paths.app.resetDone)} />;
}
