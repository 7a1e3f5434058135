import type { Meta, StoryObj } from '@storybook/react';
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

export const Default: Story = {};

export const Playground: Story = {
  args: { captionHidden: false },
  argTypes: { captionHidden: { control: 'boolean' }, caption: { control: 'text' } },
};

export const Empty: Story = { args: { rows: [] } };
