import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { ChangePasswordScreen } from '@/app/routes/change-password';

/** /app/change-password, built to static HTML (see login.tsx). */
export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}

export const Head: HeadFC = () => <AuthHead title="Set new password" />;
