import type { Meta, StoryObj } from '@storybook/react';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', placeholder: 'How can we help?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    rows: { control: 'number' },
    disabled: { control: 'boolean' },
  },
};

export const WithError: Story = { args: { error: 'Provide a message' } };
