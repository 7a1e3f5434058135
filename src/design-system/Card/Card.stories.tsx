import type { Meta, StoryObj } from '@storybook/react';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    'aria-label': 'Gold package',
    children: <p style={{ margin: 0 }}>Up to 40 items a month, picked up and delivered.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { width: { control: 'inline-radio', options: ['full', 'form'] } },
};

export const FormWidth: Story = { args: { width: 'form', 'aria-label': 'Profile' } };
