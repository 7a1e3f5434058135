import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { messages } from '@laundry-accra/domain/rules';
import { customer, deferred, renderApp, setupTestApi, signIn, spinner } from '../testing/render-app';
import { ProfileRoute } from './profile';

const api = setupTestApi();

it('shows the stored profile at once, then saves name and email and goes to the dashboard', async () => {
  signIn();
  let saved = customer;
  api().on('GET', '/api/users/me', () => ({ body: saved }));
  api().on('PATCH', '/api/users/:id', (req) => {
    saved = { ...saved, ...req.body };
    return { body: saved };
  });
  renderApp(<ProfileRoute />);
  const name = screen.getByLabelText('Name');
  expect(name).toHaveValue('Ama Mensah');
  const user = userEvent.setup();
  await user.clear(name);
  await user.type(name, 'Ama Owusu');
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/dashboard'));
  const patch = api().requests.find((r) => r.method === 'PATCH');
  expect(patch?.path).toBe(`/api/users/${customer.id}`);
  expect(patch?.body).toEqual({ name: 'Ama Owusu', email: 'ama@example.com', phone: null, sms_notifications: true, marketing_emails: true });
  expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Ama Owusu');
});

it("shows 'Please provide your name' and 'Email must be provided'", async () => {
  signIn();
  api().on('GET', '/api/users/me', { body: customer });
  renderApp(<ProfileRoute />);
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Name'));
  await user.clear(screen.getByLabelText('Email'));
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  expect(await screen.findByText(messages.profile.name)).toBeInTheDocument();
  expect(screen.getByText(messages.profile.email)).toBeInTheDocument();
  expect(api().requests.some((r) => r.method === 'PATCH')).toBe(false);
});

it('loads the profile when none is stored, and explains a failure', async () => {
  signIn();
  localStorage.removeItem('user');
  api().on('GET', '/api/users/me', { status: 500, body: { detail: 'Database unavailable' } });
  renderApp(<ProfileRoute />);
  expect(spinner('Loading your profile')).toBeInTheDocument();
  expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
});

it('takes a Ghana mobile number and the two message choices, and says the rule for a wrong number', async () => {
  signIn();
  let saved = { ...customer, phone: null as string | null, sms_notifications: true, marketing_emails: true };
  api().on('GET', '/api/users/me', () => ({ body: saved }));
  api().on('PATCH', '/api/users/:id', (req) => {
    saved = { ...saved, ...req.body, phone: req.body.phone ? '+233241234567' : null };
    return { body: saved };
  });
  renderApp(<ProfileRoute />);
  const user = userEvent.setup();
  const phone = await screen.findByLabelText('Mobile number (optional)');
  await user.type(phone, '12345');
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  expect(await screen.findByText(messages.profile.phone)).toBeInTheDocument();
  expect(api().requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.clear(phone);
  await user.type(phone, '024 123 4567');
  await user.click(screen.getByLabelText('Email me reminders and offers'));
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/dashboard'));
  expect(api().requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    name: 'Ama Mensah',
    email: 'ama@example.com',
    phone: '024 123 4567',
    sms_notifications: true,
    marketing_emails: false,
  });
  expect(JSON.parse(localStorage.getItem('user') ?? '{}').phone).toBe('+233241234567');
});

it('shows a long email on one line, ending in an ellipsis, whole in its title', async () => {
  const long = { ...customer, email: 'ama.mensah.accounts.department@adomlaundry-customers.com.gh' };
  signIn(long);
  api().on('GET', '/api/users/me', { body: long });
  renderApp(<ProfileRoute />);
  const email = screen.getAllByText(long.email).find((element) => element.tagName === 'P')!;
  expect(email).toHaveAttribute('title', long.email);
  expect(email).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
});

it('keeps what the customer typed when the background check of the stored profile answers', async () => {
  signIn();
  const answer = deferred();
  api().on('GET', '/api/users/me', async () => {
    await answer.promise;
    return { body: { ...customer, phone: '+233244123456', sms_notifications: true, marketing_emails: false } };
  });
  renderApp(<ProfileRoute />);
  const user = userEvent.setup();
  const phone = screen.getByLabelText('Mobile number (optional)');
  await user.type(phone, '12345');
  answer.resolve();
  // The answer's choices arrive (the stored user had none) ...
  await waitFor(() => expect(screen.getByLabelText('Email me reminders and offers')).not.toBeChecked());
  // ... and the number being typed is not replaced by the stored one.
  expect(phone).toHaveValue('12345');
  await user.type(phone, '6');
  expect(phone).toHaveValue('123456');
});

it('shows the saved mobile number as people read it, under the name and email', async () => {
  signIn();
  api().on('GET', '/api/users/me', { body: { ...customer, phone: '+233244123456', sms_notifications: true, marketing_emails: true } });
  renderApp(<ProfileRoute />);
  expect(await screen.findByText('024 412 3456')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('024 412 3456'));
  expect(screen.queryByText(/\+233/)).not.toBeInTheDocument();
});
