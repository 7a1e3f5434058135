import type { Meta, StoryObj } from '@storybook/react';
import { ErrorBoundary } from './ErrorBoundary';

/** A screen that crashes while rendering, as a broken one would. */
function CrashingScreen(): React.ReactNode {
  throw new Error('The bookings could not be drawn.');
}

const meta = {
  title: 'Design system/ErrorBoundary',
  component: ErrorBoundary,
  args: {
    resetKey: '/app/bookings',
    fallback: (error: Error) => <p role="alert">Something went wrong: {error.message}</p>,
    children: <CrashingScreen />,
  },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen crashed: the fallback shows what went wrong. */
export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    resetKey: { control: 'text' },
    fallback: { control: false },
    children: { control: false },
  },
};
