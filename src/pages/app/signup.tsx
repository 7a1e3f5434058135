import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { SignupScreen } from '@/app/routes/signup';

/** /app/signup, built to static HTML (see login.tsx). */
export default function SignupPage({ location }: PageProps) {
  return <SignupScreen search={location.search} />;
}

export const Head: HeadFC = () => <AuthHead title="Sign up" />;
