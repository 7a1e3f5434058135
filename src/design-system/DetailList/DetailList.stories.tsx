import type { Meta, StoryObj } from '@storybook/react';
import { DetailList } from './DetailList';

const meta = {
  title: 'Design system/DetailList',
  component: DetailList,
  args: {
    children: (
      <>
        <dt>Pickup date</dt>
        <dd>March 4, 2025</dd>
        <dt>Branch</dt>
        <dd>East Legon, Nii Sai Rd</dd>
        <dt>Sub total</dt>
        <dd>GH₵ 120.00</dd>
      </>
    ),
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: { children: { control: false } },
};
