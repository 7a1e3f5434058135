import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { ButtonRow } from './ButtonRow';

const meta = {
  title: 'Design system/ButtonRow',
  component: ButtonRow,
  args: {
    children: (
      <>
        <Button>Make Payment</Button>
        <Button variant="secondary">Edit Booking</Button>
        <Button variant="ghost">Back to Bookings</Button>
      </>
    ),
  },
} satisfies Meta<typeof ButtonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    gap: { control: 'inline-radio', options: [2, 3] },
    wrap: { control: 'boolean' },
  },
};

/** A list row's own buttons: closer together and never split over two lines. */
export const RowActions: Story = {
  args: {
    gap: 2,
    wrap: false,
    children: (
      <>
        <Button size="sm" variant="secondary">
          Edit
        </Button>
        <Button size="sm" variant="danger">
          Delete
        </Button>
      </>
    ),
  },
};
