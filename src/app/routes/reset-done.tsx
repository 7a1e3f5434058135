import * as React from 'react';
import { ResetDone } from '../features/auth/components/reset-done';

/** /app/reset-done (a static page, src/pages/app). */
export function ResetDoneScreen() {
  return <ResetDone />;
}
