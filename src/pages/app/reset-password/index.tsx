import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { ForgotPasswordScreen } from '@/app/routes/forgot-password';

/** /app/reset-password, built to static HTML (see ../login.tsx). */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}

export const Head: HeadFC = () => <AuthHead title="Forgot password" />;
