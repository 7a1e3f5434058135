import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { paths } from '@/lib/paths';
import { FormErrorMessage, FormStack, PasswordInput } from '@/lib/form/form-parts';
import { resetPassword } from '../api/reset-password';
import { getResetToken, setResetToken } from '../api/reset-token';
import { submitChecked } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

export interface ResetCodeFormProps {
  /** Called once the new password is set. */
  onReset: () => void;
}

/** The code from the email and a new password, sent with the token kept from the request. */
export function ResetCodeForm({ onReset }: ResetCodeFormProps) {
  // Read after hydration: the build has no sessionStorage, and the first render must match its
  // HTML, which reads as most visitors arrive (from the request, with a token kept).
  const [token, setToken] = React.useState<string | null | undefined>(undefined);

  React.useEffect(() => {
    // A staff invitation's link carries the token (its invitee asked for no reset in this browser):
    // kept like a requested one, and taken out of the address bar so it is not bookmarked or shared.
    const url = new URL(window.location.href);
    const fromLink = url.searchParams.get('token');
    if (fromLink) {
      setResetToken(fromLink);
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    setToken(getResetToken());
  }, []);

  const onSubmit = async (values: AuthValues) => {
    const errors = await submitChecked((forms) => forms.resetPasswordSchema, values, (input) =>
      resetPassword({ code: input.code, password: input.password, token: getResetToken() ?? '' }),
    );
    if (!errors) {
      setResetToken(null);
      setToken(null);
      onReset();
    }
    return errors;
  };
  const { formProps, errors, formError, submitting } = useAuthForm({ onSubmit });

  return (
    <AuthCard
      title="Check your email"
      intro={
        token !== null ? (
          'We sent you a code. Enter it with your new password.'
        ) : (
          <>
            This page needs the code from a reset email. <Link to={paths.app.resetPassword}>Request a code</Link> first.
          </>
        )
      }
      footer={<BackToLogin />}
    >
      <form {...formProps} aria-label="Reset password">
        <FormStack>
          {formError && <FormErrorMessage>{formError}</FormErrorMessage>}
          <TextField
            name="code"
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            defaultValue=""
            error={errors.code}
          />
          <PasswordInput name="password" label="New password" autoComplete="new-password" defaultValue="" error={errors.password} />
          <Button type="submit" loading={submitting} fullWidth>
            Reset Password
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
