import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { paths } from '@/lib/paths';
import { CheckboxField, FormStack, PasswordField, TextInputField } from '@/app/components/form/fields';
import { validateValues } from '@/app/components/form/submit';
import type { SignedInUser } from '@/lib/signed-in-user';
import { logInInputSchema, logInMutationAtom, type LogInInput } from '../api/log-in';
import { AuthCard, AuthLinks } from './auth-card';

type View = 'form' | 'loading' | 'error';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Called once the tokens are stored, with the account GET /users/me returned (null if it failed). */
  onLoggedIn: (user: SignedInUser | null) => void;
}

/**
 * The login screen's three views (SPEC §4): the form, a loading view while the API answers, and
 * 'Invalid Credentials' with 'Try Again' for a failure of any kind.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const logIn = useAtomValue(logInMutationAtom);
  const [view, setView] = React.useState<View>('form');
  // Try Again brings back the email and the Remember me choice, never the password.
  const [retained, setRetained] = React.useState<LoginValues>({ email: '', password: '', remember: false });
  const tryAgainRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (view === 'error') tryAgainRef.current?.focus();
  }, [view]);

  const onSubmit = async (values: LoginValues) => {
    const errors = validateValues(logInInputSchema, values);
    if (errors) return errors;
    setRetained({ ...values, password: '' });
    setView('loading');
    try {
      const input: LogInInput = { email: values.email.trim(), password: values.password, remember: Boolean(values.remember) };
      const user = await logIn.mutateAsync(input);
      onLoggedIn(user);
    } catch {
      setView('error');
    }
    return undefined;
  };

  const footer = (
    <AuthLinks>
      <span>
        New here? <Link to={paths.app.signup}>Sign Up</Link>
      </span>
      <Link to={paths.home}>Back to the home page</Link>
    </AuthLinks>
  );

  if (view === 'loading') {
    return (
      <AuthCard title="Log in" footer={footer}>
        <Centered>
          <Spinner size="lg" label="Logging you in" />
        </Centered>
      </AuthCard>
    );
  }

  if (view === 'error') {
    return (
      <AuthCard title="Log in" footer={footer}>
        <ErrorView role="alert">
          <ErrorText>Invalid Credentials</ErrorText>
          <Button ref={tryAgainRef} onClick={() => setView('form')} fullWidth>
            Try Again
          </Button>
        </ErrorView>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Log in" intro="Welcome back. Log in to book a pickup and follow your laundry." footer={footer}>
      <Form<LoginValues> onSubmit={onSubmit} initialValues={retained}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Log in">
            <FormStack>
              <TextInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <PasswordField name="password" label="Password" autoComplete="current-password" />
              <Options>
                <CheckboxField name="remember" label="Remember me" />
                <Link to={paths.app.resetPassword}>Forgot Password?</Link>
              </Options>
              <Button type="submit" fullWidth>
                Log in
              </Button>
            </FormStack>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;

const ErrorView = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
