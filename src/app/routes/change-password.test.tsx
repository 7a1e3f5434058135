import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { messages } from '@laundry-accra/domain/rules';
import { getAccessToken } from '@/lib/token-storage';
import { renderApp, setupTestApi, signIn } from '../testing/render-app';
import { ChangePasswordScreen, PASSWORD_CHANGED } from './change-password';

const api = setupTestApi();

it('signed in: checks the fields, sends the current and new password, keeps this device signed in', async () => {
  signIn();
  api().on('POST', '/api/auth/change-password/', (req) =>
    req.body.current_password === 'Laundry@2026'
      ? { body: { access: 'new-access', refresh: 'new-refresh' } }
      : { status: 400, body: { current_password: [messages.changePassword.current] } },
  );
  renderApp(<ChangePasswordScreen />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(messages.login.password)).toBeInTheDocument();
  expect(screen.getByText(messages.reset.password)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Current password'), 'Wrong@2026');
  await user.type(screen.getByLabelText('New password'), 'Fresh@Cloth2027');
  await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@Cloth2027');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(messages.changePassword.current)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), 'Laundry@2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/profile'));
  expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  expect(getAccessToken()).toBe('new-access');
});
