import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { forgetKeptForms, keepForm } from '@/lib/kept-form';
import { route } from '@/testing/fixtures';
import { CHECKOUT_FORM } from '../features/bookings/checkout-kept';
import { SignedOutScreen } from '@/testing/story-screens';
import { LoginScreen } from './login';
import { SignupScreen } from './signup';

/** /app/login and /app/signup: the doors of the app, nobody signed in. */
const meta = { title: 'App/Sign in', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;

type Story = StoryObj;
const PAGE_RULES = { region: { enabled: true }, 'landmark-one-main': { enabled: true }, 'page-has-heading-one': { enabled: true } };

export const LogIn: Story = {
  render: () => (
    <SignedOutScreen>
      <LoginScreen />
    </SignedOutScreen>
  ),
  parameters: { a11y: { options: { rules: PAGE_RULES } } },
};

/** Submitted with a bad email and no password: SPEC's messages, nothing sent. */
export const LogInInvalid: Story = {
  ...LogIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Provide a valid email')).toBeInTheDocument();
    await expect(canvas.getByText('Provide a valid password')).toBeInTheDocument();
  },
};

/** Wrong password: 'Invalid Credentials' in a dialog whose Try Again has focus. */
export const LogInRefused: Story = {
  ...LogIn,
  parameters: { ...LogIn.parameters, api: [route('POST', '/api/auth/login/', { status: 401, body: { detail: 'No active account found with the given credentials' } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ama@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrong@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Invalid Credentials')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  },
};

export const SignUp: Story = {
  render: () => (
    <SignedOutScreen>
      <SignupScreen />
    </SignedOutScreen>
  ),
  parameters: { a11y: { options: { rules: PAGE_RULES } } },
};

/** A checkout the session ended in the middle of waits: the login page says why it is asked again. */
export const LogInSessionEnded: Story = {
  ...LogIn,
  beforeEach: () => {
    keepForm(CHECKOUT_FORM, { user: 'story-customer', about: 'story-basket' }, {});
    return forgetKeptForms;
  },
};
