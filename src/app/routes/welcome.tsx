import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { WelcomeForm } from '../features/auth/components/welcome-form';

/** /app/welcome (a static page, src/pages/app): a staff invitation's link. */
export function WelcomeScreen() {
  return <WelcomeForm onPasswordSet={() => void navigate(paths.app.login)} />;
}
