import type { Meta, StoryObj } from '@storybook/react';
import { AllowanceMeter } from './AllowanceMeter';

const meta = {
  title: 'Design system/AllowanceMeter',
  component: AllowanceMeter,
  args: { remaining: 37, allowance: 40, label: '37 of 40 items left until Dec 24, 2026' },
} satisfies Meta<typeof AllowanceMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    remaining: { control: { type: 'number', min: 0 } },
    allowance: { control: { type: 'number', min: 0 } },
    label: { control: 'text' },
  },
};

export const UsedUp: Story = { args: { remaining: 0, allowance: 40, label: '0 of 40 items left until Dec 24, 2026' } };
