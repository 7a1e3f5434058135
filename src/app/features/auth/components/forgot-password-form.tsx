import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue, useSetAtom } from 'jotai';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { FormError, FormStack, TextInputField } from '@/app/components/form/fields';
import { submitWith } from '@/app/components/form/submit';
import { forgotPasswordInputSchema, forgotPasswordMutationAtom, resetTokenAtom } from '../api/forgot-password';
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
  const requestReset = useAtomValue(forgotPasswordMutationAtom);
  const setResetToken = useSetAtom(resetTokenAtom);
  const onSubmit = async (values: { email: string }) => {
    const errors = await submitWith(forgotPasswordInputSchema, values, async (input) => {
      const { token } = await requestReset.mutateAsync(input);
      setResetToken(token);
    });
    if (!errors) onCodeSent();
    return errors;
  };

  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter the email you signed up with and we will send you a code to reset your password."
      footer={<BackToLogin />}
    >
      <Form<{ email: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Forgot password">
            <FormStack>
              <FormError />
              <TextInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <Button type="submit" loading={submitting} fullWidth>
                Reset Password
              </Button>
            </FormStack>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
