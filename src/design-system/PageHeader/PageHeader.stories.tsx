import type { Meta, StoryObj } from '@storybook/react';
import { Link } from 'gatsby';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: {
    title: 'Bookings',
    actions: (
      <Button as={Link} to="/app/bookings/new">
        Add Booking
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    actions: { control: false },
  },
};

/** A screen with nothing to do but read: the title alone. */
export const TitleOnly: Story = { args: { title: 'Profile', actions: undefined } };
