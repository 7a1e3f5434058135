import type { Meta, StoryObj } from '@storybook/react';
import { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';

interface PricedItem {
  id: string;
  name: string;
  price: string;
}

const items: PricedItem[] = [
  { id: '1', name: 'Bedsheet (Double)', price: 'GHC 20.00' },
  { id: '2', name: 'Blazer', price: 'GHC 45.00' },
  { id: '3', name: 'Shirt', price: 'GHC 12.00' },
  { id: '4', name: 'Silk Blouse', price: 'GHC 35.00' },
];

const ItemSearch = (props: Partial<SearchOverlayProps<PricedItem>>) => (
  <SearchOverlay<PricedItem>
    items={items}
    itemText={(item) => item.name}
    itemKey={(item) => item.id}
    renderItem={(item) => (
      <span>
        {item.name}: {item.price}
      </span>
    )}
    label="Search for an item"
    placeholder="Search items, e.g. shirt"
    {...props}
  />
);

const meta = {
  title: 'Design system/SearchOverlay',
  component: ItemSearch,
  args: {},
} satisfies Meta<typeof ItemSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { emptyMessage: 'No search content' },
  argTypes: { label: { control: 'text' }, placeholder: { control: 'text' }, emptyMessage: { control: 'text' } },
};
