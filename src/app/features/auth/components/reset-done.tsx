import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

/** The end of a reset: 'Password reset' and Continue to log in. */
export function ResetDone() {
  return (
    <AuthCard title="Password reset" intro="Your password has been changed. Log in with your new password." footer={<BackToLogin />}>
      <Button as={Link} to={paths.app.login} fullWidth>
        Continue
      </Button>
    </AuthCard>
  );
}
