import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { ApiError } from '@/lib/api-client';
import { FormErrorMessage, FormStack, PasswordInput } from '@/lib/form/form-parts';
import { invitedAs } from '@laundry-accra/domain/roles';
import { getInvitation, type Invitation } from '../api/get-invitation';
import { resetPassword } from '../api/reset-password';
import { getResetToken, setResetToken } from '../api/reset-token';
import { submitChecked } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

export interface WelcomeFormProps {
  /** Called once the invitee's password is set. */
  onPasswordSet: () => void;
}

type Loaded = { state: 'loading' } | { state: 'open'; invitation: Invitation } | { state: 'closed'; reason: string };

/** The line under the welcome: 'Efua Owusu invited you to the Adom Laundry staff console, as staff at Osu.' */
export function invitationLine(invitation: Invitation): string {
  const as = invitedAs(invitation.role, invitation.branch);
  return invitation.invited_by
    ? `${invitation.invited_by} invited you to the Adom Laundry staff console, ${as}.`
    : `You are invited to the Adom Laundry staff console, ${as}.`;
}

/**
 * The page a staff invitation's link opens: who invited them to what and where, then the code
 * from the email and the password they choose (the ordinary reset call with the link's token).
 */
export function WelcomeForm({ onPasswordSet }: WelcomeFormProps) {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: 'loading' });

  React.useEffect(() => {
    // The link's token is kept like a requested reset's (a reload still works) and taken out of
    // the address bar, so it is not bookmarked or shared.
    const url = new URL(window.location.href);
    const fromLink = url.searchParams.get('token');
    if (fromLink) {
      setResetToken(fromLink);
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    const token = getResetToken();
    if (!token) {
      setLoaded({ state: 'closed', reason: 'This page opens from the link in your invitation email.' });
      return;
    }
    let current = true;
    getInvitation(token).then(
      (invitation) => current && setLoaded({ state: 'open', invitation }),
      (error: unknown) =>
        current &&
        setLoaded({
          state: 'closed',
          reason: error instanceof ApiError && error.status === 404 && error.detail ? error.detail : 'We could not open your invitation. Try the link again.',
        }),
    );
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = async (values: AuthValues) => {
    const errors = await submitChecked((forms) => forms.resetPasswordSchema, values, (input) =>
      resetPassword({ code: input.code, password: input.password, token: getResetToken() ?? '' }),
    );
    if (!errors) {
      setResetToken(null);
      onPasswordSet();
    }
    return errors;
  };
  const { formProps, errors, formError, submitting } = useAuthForm({ onSubmit });

  const firstName = loaded.state === 'open' ? loaded.invitation.name.split(/\s+/)[0] : undefined;
  return (
    <AuthCard
      title={loaded.state === 'closed' ? 'This invitation cannot be opened' : firstName ? `Welcome, ${firstName}` : 'Welcome'}
      intro={
        loaded.state === 'open' ? (
          <>
            {invitationLine(loaded.invitation)} Choose a password to start: the code is in your invitation email.
          </>
        ) : loaded.state === 'closed' ? (
          loaded.reason
        ) : (
          'Opening your invitation…'
        )
      }
      footer={<BackToLogin />}
    >
      {loaded.state !== 'closed' && (
        <form {...formProps} aria-label="Set your password">
          <FormStack>
            {formError && <FormErrorMessage>{formError}</FormErrorMessage>}
            <TextField
              name="code"
              label="Code from the email"
              autoComplete="one-time-code"
              inputMode="numeric"
              defaultValue=""
              error={errors.code}
            />
            <PasswordInput
              name="password"
              label="Choose a password"
              autoComplete="new-password"
              defaultValue=""
              error={errors.password}
              hint="8 to 25 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&"
            />
            <Button type="submit" loading={submitting} fullWidth>
              Set my password
            </Button>
          </FormStack>
        </form>
      )}
    </AuthCard>
  );
}
