import * as React from 'react';
import { amountsInWords } from '@laundry-accra/domain/units';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Badge } from '@/design-system/Badge/Badge';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { formatPhone } from '@laundry-accra/domain/format';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import type { OpsBookingOrdering, OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';
import { formatPickupDay } from '@laundry-accra/domain/pickup-windows';
import { formatDay } from '@/ops/components/accra-time';
import type { SortColumn } from '../orders-query';
import { Caption } from '@/design-system/Caption/Caption';
import { HANDOVER_LABELS } from '@laundry-accra/domain/handover';

export interface OrdersTableProps {
  orders: readonly OpsBookingRowDto[];
  ordering: OpsBookingOrdering | undefined;
  onSort: (column: SortColumn) => void;
}

const SORT_WORDS: Record<SortColumn, string> = {
  order_number: 'order number',
  pickup_date: 'pickup date',
  sub_total: 'total',
};

/** A column header that sorts: says how the table is sorted now, and sorts by it when pressed. */
function SortHeader({ column, label, ordering, onSort }: { column: SortColumn; label: string } & Omit<OrdersTableProps, 'orders'>) {
  const direction = ordering === column ? 'ascending' : ordering === `-${column}` ? 'descending' : undefined;
  return (
    <SortButton type="button" onClick={() => onSort(column)} aria-label={`Sort by ${SORT_WORDS[column]}${direction ? `, sorted ${direction}` : ''}`}>
      {label}
      <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}</span>
    </SortButton>
  );
}

/**
 * The Orders table: one row per order, sortable by number, pickup date (with the branch) and total
 * (with the pieces). The customer goes under the order's number, delivery or collection under its
 * status, and the payment under its total,
 * so that every column fits a counter tablet beside the navigation without scrolling sideways.
 */
export function OrdersTable({ orders, ordering, onSort }: OrdersTableProps) {
  const sortable = (column: SortColumn, label: string) => (
    <SortHeader column={column} label={label} ordering={ordering} onSort={onSort} />
  );
  const columns: TableColumn<OpsBookingRowDto>[] = [
    {
      id: 'order',
      header: sortable('order_number', 'Order'),
      cell: (order) => (
        <>
          <OrderNumber to={paths.ops.order(order.id)}>{order.order_number}</OrderNumber>
          <Customer>{order.customer.name}</Customer>
          {order.customer.phone && <Caption block>{formatPhone(order.customer.phone)}</Caption>}
        </>
      ),
    },
    {
      id: 'pickup',
      header: sortable('pickup_date', 'Pickup'),
      cell: (order) => (
        <>
          {order.pickup_window && order.pickup_window_end ? (
            // The day and the window each stay whole; on a counter tablet the window wraps under the day.
            <>
              <NoWrap>{formatPickupDay(order.pickup_date)} ·</NoWrap> <NoWrap>{`${order.pickup_window}–${order.pickup_window_end}`}</NoWrap>
            </>
          ) : (
            <NoWrap>{formatDay(order.pickup_date)}</NoWrap>
          )}
          <Caption block>{order.branch.name}</Caption>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (order) => (
        <>
          <Badge status={order.status} />
          {/* How it comes back, as on the board's card: a collection stands out (decision 072). */}
          <Caption block>{order.handover === 'collection' ? <strong>{HANDOVER_LABELS.collection}</strong> : HANDOVER_LABELS.delivery}</Caption>
        </>
      ),
    },
    {
      id: 'total',
      header: sortable('sub_total', 'Total'),
      align: 'end',
      cell: (order) => (
        <>
          <PaymentState total={order.total} paymentState={order.payment_state} layout="stacked" />
          <Caption block>
            {amountsInWords(order.quantities)}
            {order.service_speed === 'express' ? ' · Express' : ''}
          </Caption>
        </>
      ),
    },
  ];
  return (
    <Table
      caption="Orders"
      captionHidden
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      emptyMessage="No orders match these filters."
    />
  );
}

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: inherit;
  white-space: nowrap;
  cursor: pointer;
`;

const OrderNumber = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Customer = styled.span`
  display: block;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

