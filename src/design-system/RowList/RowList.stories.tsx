import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ButtonRow } from '../ButtonRow/ButtonRow';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from './RowList';

const bookings = [
  { id: '1', date: 'March 4, 2025', branch: 'East Legon', total: 'GH₵ 120.00', status: 'pending' },
  { id: '2', date: 'February 20, 2025', branch: 'Osu', total: 'GH₵ 85.50', status: 'delivered' },
];

const meta = {
  title: 'Design system/RowList',
  component: RowList,
  args: {
    'aria-label': 'Bookings',
    children: bookings.map((booking) => (
      <Row key={booking.id}>
        <RowMain>
          <RowTitle>
            <RowLink to={`/app/bookings/${booking.id}`}>Pickup on {booking.date}</RowLink>
          </RowTitle>
          <RowMeta>
            {booking.branch} · {booking.total}
          </RowMeta>
        </RowMain>
        <Badge status={booking.status} />
      </Row>
    )),
  },
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    'aria-label': { control: 'text' },
    children: { control: false },
  },
};

/** Rows with their own buttons instead of a link: the basket and the saved addresses. */
export const WithActions: Story = {
  args: {
    'aria-label': 'Basket items',
    children: (
      <Row>
        <RowMain>
          <RowTitle>Shirt (Wash & Iron)</RowTitle>
          <RowMeta>Quantity 3 · GH₵ 30.00</RowMeta>
        </RowMain>
        <ButtonRow gap={2} wrap={false}>
          <Button size="sm" variant="secondary">
            Edit
          </Button>
          <Button size="sm" variant="danger">
            Delete
          </Button>
        </ButtonRow>
      </Row>
    ),
  },
};
