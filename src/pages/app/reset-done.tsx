import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { ResetDoneScreen } from '@/app/routes/reset-done';

/** /app/reset-done, built to static HTML (see login.tsx). */
export default function ResetDonePage() {
  return <ResetDoneScreen />;
}

export const Head: HeadFC = () => <AuthHead title="Password reset" />;
