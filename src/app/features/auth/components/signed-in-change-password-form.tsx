import * as React from 'react';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { FormError, FormStack, PasswordField } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { changePassword, changePasswordInputSchema, type ChangePasswordInput } from '../api/change-password';
import { AuthCard } from './auth-card';

/**
 * 'Change password' for a signed-in customer: the current password, the new one twice. Other
 * devices are signed out; this one stays signed in.
 */
export function SignedInChangePasswordForm({ onDone }: { onDone: () => void }) {
  const submit = async (values: ChangePasswordInput) => {
    const errors = await submitWith(changePasswordInputSchema, values, changePassword);
    if (!errors) onDone();
    return errors;
  };
  return (
    <AuthCard title="Change password" intro="Enter your current password, then choose a new one. Your other devices will be signed out.">
      <Form<ChangePasswordInput> onSubmit={submit} initialValues={{ current_password: '', password: '', password2: '' }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change password">
            <FormStack>
              <FormError />
              <PasswordField name="current_password" label="Current password" autoComplete="current-password" />
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <PasswordField name="password2" label="Confirm new password" autoComplete="new-password" />
              <Button type="submit" loading={submitting} fullWidth>
                Change password
              </Button>
            </FormStack>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
