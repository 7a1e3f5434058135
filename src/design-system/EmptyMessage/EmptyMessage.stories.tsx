import type { Meta, StoryObj } from '@storybook/react';
import { EmptyMessage } from './EmptyMessage';

const meta = {
  title: 'Design system/EmptyMessage',
  component: EmptyMessage,
  args: { children: 'YOUR BASKET IS EMPTY.' },
} satisfies Meta<typeof EmptyMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { children: { control: 'text' } },
};
