import type { Meta, StoryObj } from '@storybook/react';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'Stay signed in on this device.' } };

export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    name: 'terms',
    error: 'Please accept the terms to continue',
  },
};

export const Disabled: Story = { args: { disabled: true } };
