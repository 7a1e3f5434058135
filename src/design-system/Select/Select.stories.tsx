import type { Meta, StoryObj } from '@storybook/react';
import { messages } from '@laundry-accra/domain/rules';
import { Select } from './Select';

const branches = (
  <>
    <option value="">Select a branch</option>
    <option value="east-legon">East Legon, Nii Sai Rd</option>
    <option value="osu">Osu, La Crescent</option>
  </>
);

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Branch', name: 'branch', children: branches },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    status: { control: 'inline-radio', options: [undefined, 'error', 'success'] },
    disabled: { control: 'boolean' },
    children: { control: false },
  },
};

export const WithHint: Story = {
  args: { hint: 'We collect from and deliver to this branch’s area.' },
};

export const WithError: Story = {
  args: {
    label: 'Item',
    name: 'item',
    error: messages.basketAdd.item,
    children: (
      <>
        <option value="">Select an item</option>
        <option value="shirt">Shirt</option>
        <option value="suit">Suit (2 piece)</option>
      </>
    ),
  },
};

export const Chosen: Story = { args: { defaultValue: 'osu' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'east-legon' } };
