import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setupTestApi } from '@/app/testing/render-app';
import { WelcomeForm } from './welcome-form';

const api = setupTestApi();

const invitation = {
  name: 'Akosua Darko',
  email: 'akosua@example.com',
  role: 'staff',
  branch: 'Osu',
  invited_by: 'Efua Owusu',
  expires_at: '2026-12-05T09:00:00.000Z',
};

afterEach(() => window.history.pushState({}, '', '/'));

it("welcomes the invitee by name, says who invited them to what, and sets the password with the link's token", async () => {
  window.history.pushState({}, '', '/app/welcome?token=invite-token-9');
  api().on('POST', '/api/auth/invitation/', { body: invitation });
  api().on('POST', '/api/auth/reset-password', { body: { detail: 'Your password has been reset.' } });
  const onPasswordSet = jest.fn();
  renderApp(<WelcomeForm onPasswordSet={onPasswordSet} />);

  expect(await screen.findByRole('heading', { name: 'Welcome, Akosua' })).toBeInTheDocument();
  expect(screen.getByText(/Efua Owusu invited you to the Adom Laundry staff console, as staff at Osu\./)).toBeInTheDocument();
  expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
  expect(api().requests[0].body).toEqual({ token: 'invite-token-9' });

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Code from the email'), '482913');
  await user.type(screen.getByLabelText('Choose a password'), 'Counter@2026');
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
  await waitFor(() => expect(onPasswordSet).toHaveBeenCalled());
  expect(api().requests[1].body).toEqual({ code: '482913', password: 'Counter@2026', token: 'invite-token-9' });
});

it('says so when the invitation is used or expired, with no form to fill in', async () => {
  window.history.pushState({}, '', '/app/welcome?token=old-token');
  const closed = 'This invitation has expired or has already been used. Ask the person who invited you for a new one.';
  api().on('POST', '/api/auth/invitation/', { status: 404, body: { detail: closed } });
  renderApp(<WelcomeForm onPasswordSet={jest.fn()} />);
  expect(await screen.findByText(closed)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'This invitation cannot be opened' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Set your password' })).not.toBeInTheDocument();
});
