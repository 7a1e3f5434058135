import type { Meta, StoryObj } from '@storybook/react';
import { colors } from '../tokens';
import { CardGrid } from './CardGrid';

const cards = ['Wash & Fold', 'Dry Cleaning', 'Ironing', 'Carpets', 'Sneakers', 'Bridal'].map((name) => (
  <li key={name} style={{ background: colors.primarySoft, padding: 24, borderRadius: 12 }}>
    {name}
  </li>
));

const meta = {
  title: 'Design system/CardGrid',
  component: CardGrid,
  args: { $columns: 3, $gap: 5, children: cards },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    $columns: { control: 'inline-radio', options: [3, 4] },
    $gap: { control: 'inline-radio', options: [5, 6] },
  },
};

export const FourAcross: Story = { args: { $columns: 4 } };
