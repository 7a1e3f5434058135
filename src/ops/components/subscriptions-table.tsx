import * as React from 'react';
import { Link } from 'gatsby';
import { Badge } from '@/design-system/Badge/Badge';
import { Button } from '@/design-system/Button/Button';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import type { OpsSubscriptionRowDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';

export interface SubscriptionsTableProps {
  subscriptions: readonly OpsSubscriptionRowDto[];
  /** Leave out the customer column (a customer's own page lists only theirs). */
  withoutCustomer?: boolean;
  /** Offers 'Record payment' on each inactive subscription. */
  onRecordPayment?: (subscription: OpsSubscriptionRowDto) => void;
  emptyMessage: string;
}

/** Subscriptions in a table: whose, which package, price, status, payment and period. */
export function SubscriptionsTable({ subscriptions, withoutCustomer, onRecordPayment, emptyMessage }: SubscriptionsTableProps) {
  const columns: TableColumn<OpsSubscriptionRowDto>[] = [
    ...(withoutCustomer
      ? []
      : [
          {
            id: 'customer',
            header: 'Customer',
            cell: (subscription: OpsSubscriptionRowDto) => (
              <Link to={paths.ops.customer(subscription.customer.id)}>{subscription.customer.name}</Link>
            ),
          },
        ]),
    { id: 'package', header: 'Package', cell: (subscription) => subscription.package.name },
    { id: 'price', header: 'Price', align: 'end', cell: (subscription) => formatMoney(subscription.price) },
    { id: 'status', header: 'Status', cell: (subscription) => <Badge status={subscription.status} kind="subscription" /> },
    { id: 'payment', header: 'Payment', cell: (subscription) => <Badge status={subscription.payment_status} kind="payment" /> },
    {
      id: 'period',
      header: 'Period',
      cell: (subscription) => `${formatDate(subscription.start_date)} – ${formatDate(subscription.end_date)}`,
    },
  ];
  if (onRecordPayment) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (subscription) =>
        subscription.status === 'inactive' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onRecordPayment(subscription)}
            aria-label={`Record payment for ${subscription.customer.name}'s ${subscription.package.name}`}
          >
            Record payment
          </Button>
        ),
    });
  }
  return (
    <Table
      caption="Subscriptions"
      captionHidden
      columns={columns}
      rows={subscriptions}
      rowKey={(subscription) => subscription.id}
      emptyMessage={emptyMessage}
    />
  );
}
