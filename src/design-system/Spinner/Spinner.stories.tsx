import type { Meta, StoryObj } from '@storybook/react';
import { colors, space } from '../tokens';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['brand', 'inherit'] },
    label: { control: 'text' },
    decorative: { control: 'boolean' },
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', label: 'Loading your bookings' } };

/** Takes the text colour around it. */
export const OnPrimary: Story = {
  args: { size: 'md', tone: 'inherit' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: colors.primary,
          color: colors.onPrimary,
          padding: space[4],
          display: 'inline-block',
        }}
      >
        <Story />
      </div>
    ),
  ],
};
