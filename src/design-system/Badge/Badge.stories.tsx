import type { Meta, StoryObj } from '@storybook/react';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '@laundry-accra/domain/statuses';
import { space } from '../tokens';
import { Badge } from './Badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { status: 'pending', kind: 'booking' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: space[3] } as const;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    status: {
      control: 'select',
      options: [
        ...new Set([
          ...BOOKING_STATUSES,
          ...SUBSCRIPTION_STATUSES,
          'inacative',
          ...PAYMENT_STATUSES,
        ]),
      ],
    },
    kind: { control: 'inline-radio', options: ['booking', 'subscription', 'payment'] },
  },
};

export const ReadyForPickup: Story = { args: { status: 'ready_for_pickup' } };

export const Washing: Story = { args: { status: 'washing' } };

export const Completed: Story = { args: { status: 'completed' } };

/** Any status the list does not know reads 'Cancelled'. */
export const Unknown: Story = { args: { status: 'something_else' } };

export const SubscriptionInactive: Story = { args: { status: 'inacative', kind: 'subscription' } };

export const PaymentPaid: Story = { args: { status: 'paid', kind: 'payment' } };

export const PaymentUnpaid: Story = { args: { status: 'unpaid', kind: 'payment' } };

/** Every booking status in the order a booking moves through them. */
export const AllBookingStatuses: Story = {
  render: () => (
    <div style={row}>
      {BOOKING_STATUSES.map((status) => (
        <Badge key={status} status={status} />
      ))}
    </div>
  ),
};

export const AllSubscriptionStatuses: Story = {
  render: () => (
    <div style={row}>
      {SUBSCRIPTION_STATUSES.map((status) => (
        <Badge key={status} status={status} kind="subscription" />
      ))}
    </div>
  ),
};

export const AllPaymentStatuses: Story = {
  render: () => (
    <div style={row}>
      {PAYMENT_STATUSES.map((status) => (
        <Badge key={status} status={status} kind="payment" />
      ))}
    </div>
  ),
};
