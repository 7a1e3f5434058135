import type { Meta, StoryObj } from '@storybook/react';
import { Tabs } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    label: 'Ways to get a quote',
    tabs: [
      { id: 'callback', label: 'Request A Callback', content: <p>Leave your number and we will call you back.</p> },
      { id: 'quote', label: 'Quote Form', content: <p>Add items to estimate your order.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { defaultIndex: { control: 'inline-radio', options: [0, 1] }, label: { control: 'text' } },
};

export const SecondSelected: Story = { args: { defaultIndex: 1 } };
