import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { LoginScreen } from '@/app/routes/login';

/** /app: the login screen, as at /app/login (SPEC §2). */
export default function AppIndexPage({ location }: PageProps) {
  return <LoginScreen search={location.search} />;
}

export const Head: HeadFC = () => <AuthHead title="Log in" door />;
