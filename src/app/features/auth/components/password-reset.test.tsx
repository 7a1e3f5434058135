import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@laundry-accra/domain/rules';
import { renderApp, setupTestApi } from '@/app/testing/render-app';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetCodeForm } from './reset-code-form';
import { ResetDone } from './reset-done';

const api = setupTestApi();

describe('forgot password', () => {
  it("asks for the email: 'Email must be provided'", async () => {
    renderApp(<ForgotPasswordForm onCodeSent={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.forgotPassword.email)).toBeInTheDocument();
    expect(api().requests).toHaveLength(0);
  });

  it('keeps the token from the answer for the code page', async () => {
    api().on('POST', '/api/auth/forget-password', { body: { token: 'reset-token-1' } });
    const onCodeSent = jest.fn();
    renderApp(<ForgotPasswordForm onCodeSent={onCodeSent} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(api().requests[0].body).toEqual({ email: 'ama@example.com' });
    expect(api().requests[0].headers.authorization).toBeUndefined();
    expect(sessionStorage.getItem('passwordResetToken')).toBe('"reset-token-1"');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
  });

  it("shows the server's reason", async () => {
    api().on('POST', '/api/auth/forget-password', { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } });
    renderApp(<ForgotPasswordForm onCodeSent={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
  });
});

describe('reset code', () => {
  it("shows 'Provide the code' and the password rule", async () => {
    sessionStorage.setItem('passwordResetToken', '"t"');
    renderApp(<ResetCodeForm onReset={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.reset.code)).toBeInTheDocument();
    expect(screen.getByText(messages.reset.password)).toBeInTheDocument();
  });

  it('sends the code, the new password and the kept token, then forgets the token', async () => {
    sessionStorage.setItem('passwordResetToken', '"reset-token-1"');
    api().on('POST', '/api/auth/reset-password', { body: { detail: 'Password reset' } });
    const onReset = jest.fn();
    renderApp(<ResetCodeForm onReset={onReset} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '482913');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(api().requests[0].body).toEqual({ code: '482913', password: 'Fresh@2024', token: 'reset-token-1' });
    expect(sessionStorage.getItem('passwordResetToken')).toBeNull();
  });

  it("takes the token from an invitation's link, and takes it out of the address bar", async () => {
    window.history.pushState({}, '', '/app/reset-password/code?token=invite-token-9');
    api().on('POST', '/api/auth/reset-password', { body: { detail: 'Password reset' } });
    const onReset = jest.fn();
    renderApp(<ResetCodeForm onReset={onReset} />);
    expect(await screen.findByText('We sent you a code. Enter it with your new password.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '482913');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(api().requests[0].body).toEqual({ code: '482913', password: 'Fresh@2024', token: 'invite-token-9' });
    window.history.pushState({}, '', '/');
  });

  it('puts a wrong code message on the code field', async () => {
    sessionStorage.setItem('passwordResetToken', '"reset-token-1"');
    api().on('POST', '/api/auth/reset-password', { status: 400, body: { code: ['This code is wrong or has expired.'] } });
    renderApp(<ResetCodeForm onReset={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('points a visitor without a reset request to request a code', () => {
    renderApp(<ResetCodeForm onReset={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Request a code' })).toHaveAttribute('href', '/app/reset-password');
  });
});

describe('change password (static) and reset done', () => {
  it('checks both passwords before moving on', async () => {
    const onContinue = jest.fn();
    renderApp(<ChangePasswordForm onContinue={onContinue} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Fresh@2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh@2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.signup.password2)).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    expect(api().requests).toHaveLength(0);
  });

  it("says 'Password reset' and continues to log in", () => {
    renderApp(<ResetDone />);
    expect(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/login');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
  });
});
