import type { Meta, StoryObj } from '@storybook/react';
import { colors } from '../tokens';
import { Container } from './Container';

const meta = {
  title: 'Design system/Container',
  component: Container,
  args: {
    width: 'regular',
    children: (
      <p style={{ background: colors.primarySoft, margin: 0 }}>
        Content sits in the middle of the page with the same side padding everywhere.
      </p>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'regular', 'wide'] } },
};

export const Narrow: Story = { args: { width: 'narrow' } };
