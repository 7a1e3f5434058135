import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SANDBOX_WALLETS } from '@laundry-accra/domain/mobile-money';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import { PaymentDialog } from './payment-dialog';

/** The payment dialog's states: the choice of card or mobile money, and a charge's progress. */
const payment: PayResponse = {
  message: 'Payment initiated',
  data: {
    reference: 'ADOM-3F9A1C07B2D45E68A1C0',
    amount: 12_650,
    currency: 'GHS',
    email: 'ama.mensah@example.com',
    provider: 'sandbox',
    public_key: null,
    access_code: null,
  },
};
const charged = { reference: 'ADOM-7C21E0B94A3F1D8625B4', amount: 12_650, message: null };

const meta = {
  title: 'App/Payment dialog',
  component: PaymentDialog,
  args: {
    payment,
    kind: 'booking',
    onPayByCard: () => {},
    onPayByMobileMoney: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Card chosen: 'Pay GHC 126.50' opens the checkout. */
export const ChooseCard: Story = {};

/** Mobile money chosen: the network and the number to charge, checked before anything is sent. */
export const ChooseMobileMoney: Story = {
  args: { initialMethod: 'mobile_money' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay GHC\u00a0126.50' }));
    await expect(await dialog.findByText('Choose your mobile money network.')).toBeInTheDocument();
    await expect(dialog.getByText('Enter the mobile money number to charge.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.type(dialog.getByLabelText('Mobile money number'), '024 123 4567');
  },
};

/** A subscription's payment already started. */
export const AlreadyStarted: Story = {
  args: { kind: 'subscription', payment: { ...payment, message: 'Payment already initiated' } },
};

/** The prompt is on the customer's phone. */
export const Pending: Story = {
  args: {
    charge: { status: 'pending', wallet: { network: 'mtn', phone: '0241234567' }, ...charged },
  },
};

/** The network declined it, in its own words. */
export const Declined: Story = {
  args: {
    charge: {
      status: 'failed',
      wallet: { network: 'vod', phone: SANDBOX_WALLETS.declined },
      ...charged,
      message: 'Declined',
    },
  },
};

/** The prompt expired unapproved. */
export const TimedOut: Story = {
  args: {
    charge: {
      status: 'timed_out',
      wallet: { network: 'atl', phone: SANDBOX_WALLETS.timesOut },
      ...charged,
    },
  },
};
