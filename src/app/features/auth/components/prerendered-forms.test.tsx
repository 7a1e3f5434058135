/**
 * The sign-in screens as the build renders them and the browser then hydrates them: the form is in
 * the HTML, what a visitor types and a submit they press before the scripts run are kept, and a
 * visitor already signed in is sent on.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { navigate } from 'gatsby';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { customer, renderApp, setupTestApi, signIn } from '@/app/testing/render-app';
import { LoginScreen } from '@/app/routes/login';
import { inlineScript, SIGNED_IN_ATTRIBUTE } from './auth-head';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const api = setupTestApi();

// The inline script of the sign-in pages' <head>, run once as the browser would before the body.
beforeAll(() => {
  new Function(inlineScript(true))();
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

/** The HTML the build writes for `ui`, in the page, before any script has run. */
function prerender(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ThemeProvider>{ui}</ThemeProvider>);
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, ui: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, <ThemeProvider>{ui}</ThemeProvider>);
  });
}

function type(input: HTMLElement, value: string) {
  (input as HTMLInputElement).value = value;
}

it('builds the login form into the page: labelled fields in a POST form, links included', () => {
  const container = prerender(<LoginForm onLoggedIn={jest.fn()} />);
  const form = within(container).getByRole('form', { name: 'Log in' });
  expect(form).toHaveAttribute('method', 'post');
  expect(within(form).getByLabelText('Email')).toHaveAttribute('name', 'email');
  expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(within(form).getByLabelText('Remember me')).not.toBeChecked();
  expect(within(container).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/app/signup');
});

it('holds a submit pressed before the scripts ran, then sends what was typed once the form is live', async () => {
  const staff = { ...customer, role: 'staff', branch: null };
  api().on('POST', '/api/auth/login/', { body: { access: 'acc-1', refresh: 'ref-1' } });
  api().on('GET', '/api/users/me', { body: staff });
  const onLoggedIn = jest.fn();
  const container = prerender(<LoginForm onLoggedIn={onLoggedIn} />);
  type(within(container).getByLabelText('Email'), 'ama@example.com');
  type(within(container).getByLabelText('Password'), 'Secret@123');
  const form = within(container).getByRole('form', { name: 'Log in' });
  const early = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(api().requests).toHaveLength(0);

  await hydrate(container, <LoginForm onLoggedIn={onLoggedIn} />);
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(staff));
  expect(api().requests[0].body).toEqual({ email: 'ama@example.com', password: 'Secret@123' });
  expect(sessionStorage.getItem('accessToken')).toBe('"acc-1"');
});

it('keeps what was typed before hydration, and draws the confirmation from it', async () => {
  const container = prerender(<SignupForm onSignedUp={jest.fn()} />);
  type(within(container).getByLabelText('Password'), 'Secret@123');
  type(within(container).getByLabelText('Confirm password'), 'Secret@12');
  await hydrate(container, <SignupForm onSignedUp={jest.fn()} />);
  expect(within(container).getByLabelText('Password')).toHaveValue('Secret@123');
  expect(within(container).getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
});

it("shows a visitor without a session the form, keeping the page asked for on 'Sign Up'", async () => {
  document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
  renderApp(<LoginScreen search="?next=%2Fapp%2Fsubscriptions" />);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/app/signup?next=%2Fapp%2Fsubscriptions'));
  expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
  expect(navigate).not.toHaveBeenCalled();
});

it('sends a visitor already signed in where a login would land them', async () => {
  signIn();
  renderApp(<LoginScreen search="?next=%2Fapp%2Fsubscriptions" />);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/subscriptions', { replace: true }));
  expect(api().requests).toHaveLength(0);
});

it('the head script marks a stored session before the page is drawn', () => {
  localStorage.setItem('accessToken', '"a"');
  new Function(inlineScript(true))();
  expect(document.documentElement).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
});
