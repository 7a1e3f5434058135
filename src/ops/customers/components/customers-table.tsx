import * as React from 'react';
import { Link } from 'gatsby';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { formatDate, formatMoney, formatPhone } from '@laundry-accra/domain/format';
import type { OpsCustomerRowDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';
import styled from 'styled-components';

const columns: TableColumn<OpsCustomerRowDto>[] = [
  { id: 'name', header: 'Name', cell: (customer) => <Link to={paths.ops.customer(customer.id)}>{customer.name}</Link> },
  { id: 'email', header: 'Email', cell: (customer) => customer.email },
  { id: 'phone', header: 'Phone', cell: (customer) => (customer.phone ? <Phone>{formatPhone(customer.phone)}</Phone> : '—') },
  { id: 'bookings', header: 'Bookings', align: 'end', cell: (customer) => customer.bookings_count },
  { id: 'paid', header: 'Total paid', align: 'end', cell: (customer) => formatMoney(customer.total_paid) },
  {
    id: 'last',
    header: 'Last booking',
    cell: (customer) => (customer.last_booking_at ? formatDate(customer.last_booking_at) : 'None yet'),
  },
];

/** The customers found: contact, how often they book, what they have paid, when they last booked. */
export function CustomersTable({ customers, emptyMessage }: { customers: readonly OpsCustomerRowDto[]; emptyMessage: string }) {
  return (
    <Table
      caption="Customers"
      captionHidden
      columns={columns}
      rows={customers}
      rowKey={(customer) => customer.id}
      emptyMessage={emptyMessage}
    />
  );
}

/** '024 123 4567' stays on one line: a number broken over three is hard to read out. */
const Phone = styled.span`
  white-space: nowrap;
`;
