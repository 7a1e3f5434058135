import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { paths } from '@/lib/paths';
import { withRequestedPath } from '@/lib/signed-in-user';
import { FormErrorMessage, FormStack, PasswordInput } from '@/lib/form/form-parts';
import { signUpAndStore } from '../api/sign-up';
import { submitChecked } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
import { AuthCard, AuthLinks } from './auth-card';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  password2: string;
  phone: string;
}

/**
 * How the confirmation field is drawn (SPEC §2): green once it matches the password, red once it
 * is filled in and does not (a submit error turns it red as well).
 */
export function confirmationStatus(values: Partial<SignupValues>): 'success' | 'error' | undefined {
  if (!values.password2) return undefined;
  return values.password2 === values.password ? 'success' : 'error';
}

export interface SignupFormProps {
  /** Called once the new customer's session is stored. */
  onSignedUp: () => void;
  /** The page the visitor was going to, kept on the link to log in instead. */
  next?: string;
  /** Called the first time the form is used: the signed-in app's code can start loading. */
  onFirstUse?: () => void;
}

/** The sign-up form; a refusal shows the server's own message on the field or the form. */
export function SignupForm({ onSignedUp, next, onFirstUse }: SignupFormProps) {
  const onSubmit = async (values: AuthValues) => {
    // Left empty, the number is not sent: the payload stays SPEC §3's four fields.
    const errors = await submitChecked((forms) => forms.signupSchema, values, ({ phone, ...input }) =>
      signUpAndStore(phone ? { ...input, phone } : input),
    );
    if (!errors) onSignedUp();
    return errors;
  };
  const { formProps, errors, formError, submitting, values } = useAuthForm({ onSubmit, onFirstUse });

  return (
    <AuthCard
      title="Create your account"
      intro="Sign up to schedule pickups, keep your addresses and pay online."
      footer={
        <AuthLinks>
          <span>
            Already have an account? <Link to={withRequestedPath(paths.app.login, next)}>Sign In</Link>
          </span>
          <Link to={paths.home}>Back to the home page</Link>
        </AuthLinks>
      }
    >
      <form {...formProps} aria-label="Sign up">
        <FormStack>
          {formError && <FormErrorMessage>{formError}</FormErrorMessage>}
          <TextField name="name" label="Name" autoComplete="name" defaultValue="" error={errors.name} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue=""
            error={errors.email}
          />
          <TextField
            name="phone"
            label="Mobile number (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="024 123 4567"
            defaultValue=""
            error={errors.phone}
            hint="For a text when we pick up your order, when it is ready and when it is on its way."
          />
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="new-password"
            defaultValue=""
            error={errors.password}
            hint="8 to 25 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&"
          />
          <PasswordInput
            name="password2"
            label="Confirm password"
            autoComplete="new-password"
            defaultValue=""
            error={errors.password2}
            status={errors.password2 ? 'error' : confirmationStatus(values as Partial<SignupValues>)}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Sign Up
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
