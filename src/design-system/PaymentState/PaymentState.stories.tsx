import type { Meta, StoryObj } from '@storybook/react';
import { PAYMENT_STATES, type PaymentState as PaymentStateValue } from '@laundry-accra/domain/payment-state';
import { space } from '../tokens';
import { PaymentState } from './PaymentState';

const meta = {
  title: 'Design system/PaymentState',
  component: PaymentState,
  args: { total: '106.00', paymentState: { state: 'paid', amount: null } },
} satisfies Meta<typeof PaymentState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order's money in each state (the amounts of the issue that asked for this). */
const EXAMPLES: Record<(typeof PAYMENT_STATES)[number], { total: string; paymentState: PaymentStateValue }> = {
  unpaid: { total: '106.00', paymentState: { state: 'unpaid', amount: null } },
  paid: { total: '106.00', paymentState: { state: 'paid', amount: null } },
  balance_due: { total: '67.50', paymentState: { state: 'balance_due', amount: '30.50' } },
  refund_due: { total: '90.00', paymentState: { state: 'refund_due', amount: '22.50' } },
  covered: { total: '0.00', paymentState: { state: 'covered', amount: null } },
  nothing_due: { total: '0.00', paymentState: { state: 'nothing_due', amount: null } },
  refunded: { total: '106.00', paymentState: { state: 'refunded', amount: null } },
};

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    total: { control: 'text' },
    paymentState: { control: 'object' },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
  },
};

export const BalanceDue: Story = { args: EXAMPLES.balance_due };

export const CoveredByPackage: Story = { args: EXAMPLES.covered };

/** The state alone, where the total is already on the screen (a booking's items table). */
export const WithoutTotal: Story = { args: { total: undefined, paymentState: EXAMPLES.refund_due.paymentState } };

/** In a table's amount column: the state under the total, both at the end. */
export const Stacked: Story = { args: { ...EXAMPLES.balance_due, layout: 'stacked' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: space[3] }}>
      {PAYMENT_STATES.map((state) => (
        <PaymentState key={state} {...EXAMPLES[state]} />
      ))}
    </div>
  ),
};
