import type { Meta, StoryObj } from '@storybook/react';
import { Section } from './Section';

const meta = {
  title: 'Design system/Section',
  component: Section,
  args: {
    eyebrow: 'How it works',
    title: 'Three steps to a fresh wardrobe',
    intro: 'Book a pickup, we clean with care, and your clothes come back pressed and folded.',
    children: <p>Section content goes here.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    tone: { control: 'inline-radio', options: ['plain', 'muted', 'brand', 'accent'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    width: { control: 'inline-radio', options: ['narrow', 'regular', 'wide'] },
    compact: { control: 'boolean' },
  },
};

export const Brand: Story = { args: { tone: 'brand' } };

export const Untitled: Story = { args: { title: undefined, eyebrow: undefined, intro: undefined } };
