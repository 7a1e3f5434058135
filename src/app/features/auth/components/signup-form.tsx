import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { Form, FormSpy } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { FormError, FormStack, PasswordField, TextInputField } from '@/app/components/form/fields';
import { submitWith } from '@/app/components/form/submit';
import { signUpInputSchema, signUpMutationAtom } from '../api/sign-up';
import { AuthCard, AuthLinks } from './auth-card';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  password2: string;
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
}

/** The sign-up form; a refusal shows the server's own message on the field or the form. */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signUp = useAtomValue(signUpMutationAtom);
  const onSubmit = async (values: SignupValues) => {
    const errors = await submitWith(signUpInputSchema, values, (input) => signUp.mutateAsync(input));
    if (!errors) onSignedUp();
    return errors;
  };

  return (
    <AuthCard
      title="Create your account"
      intro="Sign up to schedule pickups, keep your addresses and pay online."
      footer={
        <AuthLinks>
          <span>
            Already have an account? <Link to={paths.app.login}>Sign In</Link>
          </span>
          <Link to={paths.home}>Back to the home page</Link>
        </AuthLinks>
      }
    >
      <Form<SignupValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
            <FormStack>
              <FormError />
              <TextInputField name="name" label="Name" autoComplete="name" />
              <TextInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <PasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                hint="8 to 25 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&"
              />
              <FormSpy subscription={{ values: true }}>
                {({ values }) => (
                  <PasswordField
                    name="password2"
                    label="Confirm password"
                    autoComplete="new-password"
                    status={confirmationStatus(values as Partial<SignupValues>)}
                  />
                )}
              </FormSpy>
              <Button type="submit" loading={submitting} fullWidth>
                Sign Up
              </Button>
            </FormStack>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
