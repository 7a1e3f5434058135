import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colors } from '@/design-system/tokens';
import { messages } from '@laundry-accra/domain/rules';
import { renderApp, setupTestApi } from '@/app/testing/render-app';
import { SignupForm } from './signup-form';

const api = setupTestApi();

const newCustomer = { id: '0c7e2f1a-1111-4a57-9a3e-3f0c2b1a0002', name: 'Kofi Boateng', email: 'kofi@example.com' };

it("shows every field's message on submit", async () => {
  renderApp(<SignupForm onSignedUp={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'kofi@');
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.type(screen.getByLabelText('Confirm password'), 'other');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText(messages.signup.name)).toBeInTheDocument();
  expect(screen.getByText(messages.signup.email.trim())).toBeInTheDocument();
  expect(screen.getByText(messages.signup.password)).toBeInTheDocument();
  expect(screen.getByText(messages.signup.password2)).toBeInTheDocument();
  expect(api().requests).toHaveLength(0);
});

it('draws the confirmation red while it differs and green once it matches', async () => {
  renderApp(<SignupForm onSignedUp={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  const confirmation = screen.getByLabelText('Confirm password');
  await user.type(confirmation, 'Secret@12');
  expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  expect(confirmation).toHaveStyle({ borderColor: colors.danger });
  await user.type(confirmation, '3');
  expect(confirmation).not.toHaveAttribute('aria-invalid');
  expect(confirmation).toHaveStyle({ borderColor: colors.success });
});

it('stores the new session in localStorage with the user, then moves on', async () => {
  api().on('POST', '/api/auth/signup/', { status: 201, body: { user: newCustomer, token: { access: 'a1', refresh: 'r1' } } });
  const onSignedUp = jest.fn();
  renderApp(<SignupForm onSignedUp={onSignedUp} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Kofi Boateng');
  await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
  expect(api().requests[0].body).toEqual({ name: 'Kofi Boateng', email: 'kofi@example.com', password: 'Secret@123', password2: 'Secret@123' });
  expect(localStorage.getItem('accessToken')).toBe('"a1"');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(newCustomer);
});

it('asks for an optional mobile number, says what it is for, and sends it', async () => {
  api().on('POST', '/api/auth/signup/', { status: 201, body: { user: newCustomer, token: { access: 'a1', refresh: 'r1' } } });
  const onSignedUp = jest.fn();
  renderApp(<SignupForm onSignedUp={onSignedUp} />);
  const user = userEvent.setup();
  const phone = screen.getByLabelText('Mobile number (optional)');
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAccessibleDescription(/text when we pick up your order/);
  await user.type(screen.getByLabelText('Name'), 'Kofi Boateng');
  await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
  await user.type(phone, '030 290 1234');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText(messages.profile.phone)).toBeInTheDocument();
  expect(api().requests).toHaveLength(0);
  await user.clear(phone);
  await user.type(phone, '024 123 4567');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
  expect(api().requests[0].body).toMatchObject({ email: 'kofi@example.com', phone: '024 123 4567' });
});

it("shows the server's reason when sign-up is refused", async () => {
  api().on('POST', '/api/auth/signup/', { status: 400, body: { email: ['A customer with this email already exists.'] } });
  const onSignedUp = jest.fn();
  renderApp(<SignupForm onSignedUp={onSignedUp} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Kofi Boateng');
  await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('A customer with this email already exists.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(onSignedUp).not.toHaveBeenCalled();
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it('links to Sign In and home', () => {
  renderApp(<SignupForm onSignedUp={jest.fn()} />);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/login');
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
