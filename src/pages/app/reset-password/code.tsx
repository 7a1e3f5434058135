import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { ResetCodeScreen } from '@/app/routes/reset-code';

/** /app/reset-password/code, built to static HTML (see ../login.tsx). */
export default function ResetCodePage() {
  return <ResetCodeScreen />;
}

export const Head: HeadFC = () => <AuthHead title="Reset password" />;
