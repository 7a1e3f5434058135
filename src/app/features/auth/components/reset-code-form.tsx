import * as React from 'react';
import { Link } from 'gatsby';
import { useAtom, useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { FormError, FormStack, PasswordField, TextInputField } from '@/app/components/form/fields';
import { submitWith } from '@/app/components/form/submit';
import { resetTokenAtom } from '../api/forgot-password';
import { resetPasswordInputSchema, resetPasswordMutationAtom } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

interface ResetValues {
  code: string;
  password: string;
}

export interface ResetCodeFormProps {
  /** Called once the new password is set. */
  onReset: () => void;
}

/** The code from the email and a new password, sent with the token kept from the request. */
export function ResetCodeForm({ onReset }: ResetCodeFormProps) {
  const resetPassword = useAtomValue(resetPasswordMutationAtom);
  const [token, setToken] = useAtom(resetTokenAtom);

  // A staff invitation's link carries the token (its invitee asked for no reset in this browser):
  // kept like a requested one, and taken out of the address bar so it is not bookmarked or shared.
  React.useEffect(() => {
    const url = new URL(window.location.href);
    const fromLink = url.searchParams.get('token');
    if (!fromLink) return;
    setToken(fromLink);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [setToken]);

  const onSubmit = async (values: ResetValues) => {
    const errors = await submitWith(resetPasswordInputSchema, values, (input) =>
      resetPassword.mutateAsync({ code: input.code, password: input.password, token: token ?? '' }),
    );
    if (!errors) {
      setToken(null);
      onReset();
    }
    return errors;
  };

  return (
    <AuthCard
      title="Check your email"
      intro={
        token ? (
          'We sent you a code. Enter it with your new password.'
        ) : (
          <>
            This page needs the code from a reset email. <Link to={paths.app.resetPassword}>Request a code</Link> first.
          </>
        )
      }
      footer={<BackToLogin />}
    >
      <Form<ResetValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
            <FormStack>
              <FormError />
              <TextInputField name="code" label="Code" autoComplete="one-time-code" inputMode="numeric" />
              <PasswordField name="password" label="New password" autoComplete="new-password" />
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
