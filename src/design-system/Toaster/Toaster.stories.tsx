import type { Meta, StoryObj } from '@storybook/react';
import toast from '@/lib/toast';
import { Toaster } from './Toaster';

/** A toaster with buttons that raise each kind of toast. */
const ToastDemo = ({ position }: { position?: 'top-center' | 'bottom-center' }) => (
  <div>
    <Toaster position={position} />
    <button type="button" onClick={() => toast.success('Success')}>
      Success
    </button>
    <button type="button" onClick={() => toast.error('The transaction was not completed. Please try again.')}>
      Error
    </button>
    <button type="button" onClick={() => toast('Your basket was saved.')}>
      Plain
    </button>
    <button type="button" onClick={() => toast.loading('Confirming payment…')}>
      Loading
    </button>
  </div>
);

const meta = {
  title: 'Design system/Toaster',
  component: ToastDemo,
  args: {},
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { position: 'top-center' },
  argTypes: { position: { control: 'inline-radio', options: ['top-center', 'bottom-center'] } },
};
