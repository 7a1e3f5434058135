import type { Meta, StoryObj } from '@storybook/react';
import { Link } from 'gatsby';
import { space } from '../tokens';
import { Button } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Schedule a Pickup', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'danger', 'success'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    fullWidth: { control: 'boolean' },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: 'text' },
    onClick: { action: 'clicked' },
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View Pricing' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete Address' } };

export const Success: Story = { args: { variant: 'success', children: 'Confirm' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: space[4], alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };

export const Loading: Story = { args: { loading: true, children: 'Signing In' } };

export const Disabled: Story = { args: { disabled: true } };

/** A paid booking: the payment button turns into a disabled green PAID button. */
export const Paid: Story = { args: { variant: 'success', disabled: true, children: 'PAID' } };

/** A link that looks like a button, through Gatsby's Link. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} as={Link} to="/app/login">
      Schedule a Pickup
    </Button>
  ),
};

/** Every variant side by side, to compare colours. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: space[4], flexWrap: 'wrap' }}>
      {(['primary', 'secondary', 'ghost', 'danger', 'success'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0].toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
};
