import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { LoginScreen } from '@/app/routes/login';

/**
 * /app/login, built to static HTML like the public pages: the form shows and takes typing before
 * any script runs, then hydrates (docs/decisions/008-app-pages-prerendered-and-split.md).
 */
export default function LoginPage({ location }: PageProps) {
  return <LoginScreen search={location.search} />;
}

export const Head: HeadFC = () => <AuthHead title="Log in" door />;
