import type { Meta, StoryObj } from '@storybook/react';
import { Accordion } from './Accordion';

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 1,
        title: 'How long will my order take?',
        content: <p>Standard orders are ready in 48 to 72 hours; Same-Day Express within 24 hours.</p>,
      },
      {
        id: 2,
        title: 'How do I pay?',
        content: <p>Payment is due on delivery, by cash or card.</p>,
      },
      {
        id: 3,
        title: 'What if something is damaged?',
        content: <p>Complaints must be made within 24 hours of delivery.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { items: { control: 'object' } },
};
