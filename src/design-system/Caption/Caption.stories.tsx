import type { Meta, StoryObj } from '@storybook/react';
import { Caption } from './Caption';

const meta = {
  title: 'Design system/Caption',
  component: Caption,
  args: { children: 'from 10.0.0.1' },
  render: (args) => (
    <p>
      Mon 2 Nov, 09:14 <Caption {...args} />
    </p>
  ),
} satisfies Meta<typeof Caption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    children: { control: 'text' },
    block: { control: 'boolean' },
    as: { control: 'inline-radio', options: ['span', 'p', 'time', 'small', 'div'] },
  },
};

/** A second line under a table cell's value. */
export const Block: Story = {
  args: { block: true },
};
