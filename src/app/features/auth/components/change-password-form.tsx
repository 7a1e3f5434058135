import * as React from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { Button } from '@/design-system/Button/Button';
import { messages } from '@laundry-accra/domain/rules';
import { FormStack, PasswordField } from '@/app/components/form/fields';
import { validateValues } from '@/app/components/form/submit';
import { resetPasswordInputSchema } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

/** The new password under the reset rule, and the same password again. */
const changePasswordSchema = yup.object({
  password: resetPasswordInputSchema.fields.password as yup.StringSchema,
  password2: yup
    .string()
    .required(messages.signup.password2)
    .oneOf([yup.ref('password')], messages.signup.password2),
});

export interface ChangePasswordFormProps {
  /** Where valid passwords lead: setting one takes the emailed code (the reset flow). */
  onContinue: () => void;
}

/**
 * The set-new-password page. SPEC §2 keeps it static (not wired to any call): it checks the two
 * passwords and then leads to the reset flow, where the emailed code authorises the change.
 */
export function ChangePasswordForm({ onContinue }: ChangePasswordFormProps) {
  const onSubmit = (values: { password: string; password2: string }) => {
    const errors = validateValues(changePasswordSchema, values);
    if (!errors) onContinue();
    return errors;
  };
  return (
    <AuthCard
      title="Set new password"
      intro="Choose a new password. We will email you a code to confirm the change."
      footer={<BackToLogin />}
    >
      <Form onSubmit={onSubmit}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Set new password">
            <FormStack>
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <PasswordField name="password2" label="Confirm password" autoComplete="new-password" />
              <Button type="submit" fullWidth>
                Reset Password
              </Button>
            </FormStack>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
