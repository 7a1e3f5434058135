import type { Meta, StoryObj } from '@storybook/react';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FilterGrid } from './FilterGrid';

const meta = {
  title: 'Design system/FilterGrid',
  component: FilterGrid,
  args: {
    children: (
      <>
        <Select label="Status" defaultValue="">
          <option value="">Any status</option>
          <option value="washing">Washing</option>
        </Select>
        <Select label="Payment" defaultValue="">
          <option value="">Any payment</option>
          <option value="paid">Paid</option>
        </Select>
        <TextField label="Pickup from" type="date" defaultValue="2026-11-02" />
        <TextField label="Pickup to" type="date" defaultValue="2026-11-09" />
      </>
    ),
  },
} satisfies Meta<typeof FilterGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    'aria-label': { control: 'text' },
  },
  args: { 'aria-label': 'Filters' },
};

/** Two filters share the whole row between them. */
export const TwoFilters: Story = {
  args: {
    children: (
      <>
        <TextField label="Search items" type="search" />
        <Select label="Category" defaultValue="">
          <option value="">All categories</option>
        </Select>
      </>
    ),
  },
};
