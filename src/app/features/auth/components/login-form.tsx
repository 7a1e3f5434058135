import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Checkbox } from '@/design-system/Checkbox/Checkbox';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { TextField } from '@/design-system/TextField/TextField';
import { paths } from '@/lib/paths';
import { withRequestedPath, type SignedInUser } from '@/lib/signed-in-user';
import { FormStack, PasswordInput } from '@/lib/form/form-parts';
import { logInAndIdentify } from '../api/log-in';
import { checkValues } from '../auth-rules';
import { useAuthForm, type AuthValues } from '../use-auth-form';
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
  /** The page the visitor was going to, kept on the link to sign up instead. */
  next?: string;
  /** Called the first time the form is used: the signed-in app's code can start loading. */
  onFirstUse?: () => void;
  /** Why the visitor is asked to log in again (a session that ended mid-task), shown above the form. */
  notice?: string;
}

/**
 * The login screen's three views (SPEC §4): the form, a loading view while the API answers, and
 * 'Invalid Credentials' with 'Try Again' for a failure of any kind.
 */
export function LoginForm({ onLoggedIn, next, onFirstUse, notice }: LoginFormProps) {
  const [view, setView] = React.useState<View>('form');
  // Try Again brings back the email and the Remember me choice, never the password.
  const [retained, setRetained] = React.useState<LoginValues>({ email: '', password: '', remember: false });
  const tryAgainRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (view === 'error') tryAgainRef.current?.focus();
  }, [view]);

  const onSubmit = async (values: AuthValues) => {
    const checked = await checkValues((forms) => forms.loginSchema, values);
    if (!checked.ok) return checked.errors;
    const email = String(values.email).trim();
    const remember = Boolean(values.remember);
    setRetained({ email, password: '', remember });
    setView('loading');
    try {
      onLoggedIn(await logInAndIdentify({ email, password: String(values.password), remember }));
    } catch {
      setView('error');
    }
    return undefined;
  };

  const footer = (
    <AuthLinks>
      <span>
        New here? <Link to={withRequestedPath(paths.app.signup, next)}>Sign Up</Link>
      </span>
      <Link to={paths.home}>Back to the home page</Link>
    </AuthLinks>
  );

  if (view === 'loading') {
    return (
      <AuthCard door title="Log in" footer={footer}>
        <Centered>
          <Spinner size="lg" label="Logging you in" />
        </Centered>
      </AuthCard>
    );
  }

  if (view === 'error') {
    return (
      <AuthCard door title="Log in" footer={footer}>
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
    <AuthCard door title="Log in" intro="Welcome back. Log in to book a pickup and follow your laundry." footer={footer}>
      {notice && <Notice role="status">{notice}</Notice>}
      <LoginFields retained={retained} onSubmit={onSubmit} onFirstUse={onFirstUse} />
    </AuthCard>
  );
}

/** The form itself, drawn afresh (with what was kept) each time the form view comes back. */
function LoginFields({
  retained,
  onSubmit,
  onFirstUse,
}: {
  retained: LoginValues;
  onSubmit: (values: AuthValues) => Promise<Record<string, string> | undefined>;
  onFirstUse?: () => void;
}) {
  const { formProps, errors, submitting } = useAuthForm({ onSubmit, onFirstUse });
  return (
    <form {...formProps} aria-label="Log in">
      <FormStack>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={retained.email}
          error={errors.email}
        />
        <PasswordInput name="password" label="Password" autoComplete="current-password" defaultValue="" error={errors.password} />
        <Options>
          <Checkbox name="remember" label="Remember me" defaultChecked={retained.remember} />
          <Link to={paths.app.resetPassword}>Forgot Password?</Link>
        </Options>
        <Button type="submit" fullWidth disabled={submitting}>
          Log in
        </Button>
      </FormStack>
    </form>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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
