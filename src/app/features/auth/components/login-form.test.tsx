import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderApp, setupTestApi, spinner } from '@/app/testing/render-app';
import { LoginForm } from './login-form';

const api = setupTestApi();

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

it("shows SPEC's messages on submit and sends nothing", async () => {
  renderApp(<LoginForm onLoggedIn={jest.fn()} />);
  const user = await fillIn('not-an-email', '');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Provide a valid email')).toBeInTheDocument();
  expect(screen.getByText('Provide a valid password')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(api().requests).toHaveLength(0);
});

it('shows the loading view, then stores the token for the session only without Remember me', async () => {
  const answer = deferred();
  api().on('POST', '/api/auth/login/', async () => {
    await answer.promise;
    return { body: { access: 'acc-1', refresh: 'ref-1' } };
  });
  const onLoggedIn = jest.fn();
  renderApp(<LoginForm onLoggedIn={onLoggedIn} />);
  const user = await fillIn('ama@example.com', 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await waitFor(() => spinner('Logging you in'))).toBeInTheDocument();
  answer.resolve();
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  expect(api().requests[0].body).toEqual({ email: 'ama@example.com', password: 'Secret@123' });
  expect(sessionStorage.getItem('accessToken')).toBe('"acc-1"');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it("keeps the token in localStorage with 'Remember me'", async () => {
  api().on('POST', '/api/auth/login/', { body: { access: 'acc-2', refresh: 'ref-2' } });
  const onLoggedIn = jest.fn();
  renderApp(<LoginForm onLoggedIn={onLoggedIn} />);
  const user = await fillIn('ama@example.com', 'Secret@123');
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  expect(localStorage.getItem('accessToken')).toBe('"acc-2"');
});

it("answers a wrong password with 'Invalid Credentials', and Try Again returns to the form", async () => {
  api().on('POST', '/api/auth/login/', { status: 401, body: { detail: 'No active account found with the given credentials' } });
  renderApp(<LoginForm onLoggedIn={jest.fn()} />);
  const user = await fillIn('ama@example.com', 'Wrong@1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
  const tryAgain = screen.getByRole('button', { name: 'Try Again' });
  expect(tryAgain).toHaveFocus();
  await user.click(tryAgain);
  expect(screen.getByLabelText('Email')).toHaveValue('ama@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it("shows 'Invalid Credentials' when the API cannot be reached too", async () => {
  api().on('POST', '/api/auth/login/', { status: 500, body: { detail: 'boom' } });
  renderApp(<LoginForm onLoggedIn={jest.fn()} />);
  const user = await fillIn('ama@example.com', 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
});

it('shows and hides the password, and links to reset, sign up and home', async () => {
  renderApp(<LoginForm onLoggedIn={jest.fn()} />);
  const user = userEvent.setup();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/app/reset-password');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/app/signup');
  expect(screen.getByRole('link', { name: 'Adom Laundry & Dry Cleaning, home' })).toHaveAttribute('href', '/');
});

it('reads who signed in after the tokens, so a staff login can land on the console', async () => {
  const staff = { id: 'u9', name: 'Kofi Boateng', email: 'kofi@example.com', role: 'staff', branch: null };
  api().on('POST', '/api/auth/login/', { body: { access: 'acc-3', refresh: 'ref-3' } });
  api().on('GET', '/api/users/me', { body: staff });
  const onLoggedIn = jest.fn();
  renderApp(<LoginForm onLoggedIn={onLoggedIn} />);
  const user = await fillIn('kofi@example.com', 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(staff));
  expect(api().requests[1].headers.authorization).toBe('Bearer acc-3');
});
