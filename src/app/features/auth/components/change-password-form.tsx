import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { FormStack, PasswordInput } from '@/lib/form/form-parts';
import { checkValues } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './forgot-password-form';

export interface ChangePasswordFormProps {
  /** Where valid passwords lead: setting one takes the emailed code (the reset flow). */
  onContinue: () => void;
}

/**
 * The set-new-password page. SPEC §2 keeps it static (not wired to any call): it checks the two
 * passwords (the new one under the reset rule, then the same again) and then leads to the reset
 * flow, where the emailed code authorises the change.
 */
export function ChangePasswordForm({ onContinue }: ChangePasswordFormProps) {
  const onSubmit = async (values: AuthValues) => {
    const checked = await checkValues((forms) => forms.changePasswordSchema, values);
    if (!checked.ok) return checked.errors;
    onContinue();
    return undefined;
  };
  const { formProps, errors } = useAuthForm({ onSubmit });
  return (
    <AuthCard
      title="Set new password"
      intro="Choose a new password. We will email you a code to confirm the change."
      footer={<BackToLogin />}
    >
      <form {...formProps} aria-label="Set new password">
        <FormStack>
          <PasswordInput name="password" label="New password" autoComplete="new-password" defaultValue="" error={errors.password} />
          <PasswordInput name="password2" label="Confirm password" autoComplete="new-password" defaultValue="" error={errors.password2} />
          <Button type="submit" fullWidth>
            Reset Password
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
