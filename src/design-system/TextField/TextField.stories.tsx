import type { Meta, StoryObj } from '@storybook/react';
import * as React from 'react';
import { messages } from '@laundry-accra/domain/rules';
import { space } from '../tokens';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'number', 'date'] },
    hint: { control: 'text' },
    error: { control: 'text' },
    status: { control: 'inline-radio', options: [undefined, 'error', 'success'] },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    name: 'phone_number',
    placeholder: '024 123 4567',
    hint: 'A local 10-digit number or +233…',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ama@', error: messages.login.email },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', name: 'password', placeholder: undefined },
};

/** The sign-up confirmation once both passwords match: a green border and no message. */
export const Confirmed: Story = {
  args: {
    label: 'Confirm password',
    type: 'password',
    name: 'password2',
    defaultValue: 'Secret#123',
    status: 'success',
  },
};

export const DateInput: Story = {
  args: { label: 'Pickup date', type: 'date', name: 'pickup_date', placeholder: undefined },
};

export const NumberInput: Story = {
  args: {
    label: 'Quantity',
    type: 'number',
    name: 'quantity',
    min: 1,
    defaultValue: 1,
    placeholder: undefined,
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ama@example.com' } };

/** Sign-up: the confirmation turns red while it differs and green once it matches. */
export const PasswordConfirmation: Story = {
  render: function PasswordConfirmationStory() {
    const [password, setPassword] = React.useState('');
    const [confirmation, setConfirmation] = React.useState('');
    const touched = confirmation.length > 0;
    const matches = touched && confirmation === password;
    return (
      <div style={{ display: 'grid', gap: space[4], maxWidth: '22.5rem' }}>
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          status={touched ? (matches ? 'success' : 'error') : undefined}
          error={touched && !matches ? messages.signup.password2 : undefined}
        />
      </div>
    );
  },
};
