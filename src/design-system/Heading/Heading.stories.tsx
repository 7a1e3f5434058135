import type { Meta, StoryObj } from '@storybook/react';
import { Heading } from './Heading';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { level: 2, children: 'Recent Bookings' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { level: { control: 'inline-radio', options: [1, 2] } },
};

export const ScreenTitle: Story = { args: { level: 1, children: 'Edit Basket' } };
