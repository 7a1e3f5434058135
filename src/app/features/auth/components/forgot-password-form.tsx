import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { paths } from '@/lib/paths';
import { FormErrorMessage, FormStack } from '@/lib/form/form-parts';
import { requestPasswordReset } from '../api/forgot-password';
import { setResetToken } from '../api/reset-token';
import { submitChecked } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
import { AuthCard, AuthLinks } from './auth-card';

/** 'Back to log in', under every password screen. */
export function BackToLogin() {
  return (
    <AuthLinks>
      <Link to={paths.app.login}>Back to log in</Link>
    </AuthLinks>
  );
}

export interface ForgotPasswordFormProps {
  /** Called once the code is on its way. */
  onCodeSent: () => void;
}

/** Asks for the email to send a reset code to, and keeps the token the reset needs. */
export function ForgotPasswordForm({ onCodeSent }: ForgotPasswordFormProps) {
  const onSubmit = async (values: AuthValues) => {
    const errors = await submitChecked((forms) => forms.forgotPasswordSchema, values, async (input) => {
      const { token } = await requestPasswordReset(input);
      setResetToken(token);
    });
    if (!errors) onCodeSent();
    return errors;
  };
  const { formProps, errors, formError, submitting } = useAuthForm({ onSubmit });

  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter the email you signed up with and we will send you a code to reset your password."
      footer={<BackToLogin />}
    >
      <form {...formProps} aria-label="Forgot password">
        <FormStack>
          {formError && <FormErrorMessage>{formError}</FormErrorMessage>}
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue=""
            error={errors.email}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Reset Password
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
