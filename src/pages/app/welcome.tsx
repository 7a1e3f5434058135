import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { AuthHead } from '@/app/features/auth/components/auth-head';
import { WelcomeScreen } from '@/app/routes/welcome';

/** /app/welcome, built to static HTML (see login.tsx). */
export default function WelcomePage() {
  return <WelcomeScreen />;
}

export const Head: HeadFC = () => <AuthHead title="Welcome" />;
