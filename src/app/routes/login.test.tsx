import * as React from 'react';
import { screen } from '@testing-library/react';
import { keepForm } from '@/lib/kept-form';
import { renderApp, setupTestApi } from '../testing/render-app';
import { CHECKOUT_FORM, CHECKOUT_SESSION_ENDED } from '../features/bookings/checkout-kept';
import { LoginScreen } from './login';

setupTestApi();

it('says the session ended when a checkout waits for the customer to sign in again', async () => {
  keepForm(CHECKOUT_FORM, { user: 'u1', about: 'b1x1' }, { pickup_date: '2030-03-05' });
  renderApp(<LoginScreen search="?next=%2Fapp%2Fbasket" />);
  expect(await screen.findByRole('status')).toHaveTextContent(CHECKOUT_SESSION_ENDED);
  expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
});

it('says nothing of it otherwise', async () => {
  renderApp(<LoginScreen search="?next=%2Fapp%2Fbasket" />);
  expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByText(CHECKOUT_SESSION_ENDED)).not.toBeInTheDocument();
});
