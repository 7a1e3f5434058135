import * as React from 'react';
import { navigate } from 'gatsby';
import toast from '@/lib/toast';
import { paths } from '@/lib/paths';
import { hasSession } from '@/lib/token-storage';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { SignedInChangePasswordForm } from '../features/auth/components/signed-in-change-password-form';

/** The toast once a signed-in customer's password is changed. */
export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices are signed out.';

/**
 * /app/change-password (a static page, src/pages/app). Signed out, SPEC §2's static form leading
 * to the emailed-code reset; signed in, the customer changes it with their current password. The
 * session is read after mounting, so the prerendered HTML (signed out) hydrates unchanged.
 */
export function ChangePasswordScreen() {
  const [signedIn, setSignedIn] = React.useState(false);
  React.useEffect(() => setSignedIn(hasSession()), []);
  if (signedIn) {
    return (
      <SignedInChangePasswordForm
        onDone={() => {
          toast.success(PASSWORD_CHANGED);
          void navigate(paths.app.profile);
        }}
      />
    );
  }
  return <ChangePasswordForm onContinue={() => void navigate(paths.app.resetPassword)} />;
}
