import type { Meta, StoryObj } from '@storybook/react';
import { AppFrame } from './AppFrame';

const meta = {
  title: 'Design system/AppFrame',
  component: AppFrame,
  args: {
    pathname: '/app/bookings',
    topBar: <strong>Adom Laundry</strong>,
    navItems: [
      { to: '/app/dashboard', label: 'Dashboard', current: false },
      { to: '/app/bookings', label: 'Bookings', current: true },
      { to: '/app/addresses', label: 'Addresses', current: false },
    ],
    finalAction: { label: 'Logout', onClick: () => {} },
    navId: 'story-side-nav',
    navLabel: 'App',
    mainId: 'story-main',
    children: <p>Your bookings.</p>,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    navLabel: { control: 'text' },
    topBar: { control: false },
    children: { control: false },
  },
};
