import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Table, type TableProps } from './Table';

interface PriceRow {
  id: string;
  name: string;
  price: string;
}

const rows: PriceRow[] = [
  { id: 'blazer', name: 'Blazer', price: 'GHC 45.00' },
  { id: 'kaftan', name: 'Kaftan', price: 'GHC 20.00' },
  { id: 'shirt', name: 'Shirt', price: 'GHC 12.00' },
];

const PriceTable = (props: Partial<TableProps<PriceRow>>) => (
  <Table<PriceRow>
    caption="Laundry"
    columns={[
      { id: 'name', header: 'Item', cell: (row) => row.name },
      { id: 'price', header: 'Price', cell: (row) => row.price, align: 'end' },
    ]}
    rows={rows}
    rowKey={(row) => row.id}
    emptyMessage="No items yet."
    {...props}
  />
);

const meta = {
  title: 'Design system/Table',
  component: PriceTable,
  args: {},
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything fits: a plain table, no extra stop for the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Laundry' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/**
 * Wider than its box (a phone): the table scrolls sideways, and its box is a group named by the
 * caption that takes focus, so the keyboard can scroll it too.
 */
export const Scrolling: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '10rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Laundry' });
    await expect(group).toHaveAttribute('tabindex', '0');
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
  },
};

export const Playground: Story = {
  args: { captionHidden: false },
  argTypes: { captionHidden: { control: 'boolean' }, caption: { control: 'text' } },
};

export const Empty: Story = { args: { rows: [] } };
