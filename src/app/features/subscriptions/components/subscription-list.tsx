import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';

/** 'Your Subscriptions' rows: package, price, 'Ends on' date and status, each opening the detail. */
export function SubscriptionList({ subscriptions }: { subscriptions: readonly SubscriptionDto[] }) {
  if (subscriptions.length === 0) return <EmptyMessage>YOU HAVE NO SUBSCRIPTIONS YET.</EmptyMessage>;
  return (
    <RowList aria-label="Subscriptions">
      {subscriptions.map((subscription) => (
        <Row key={subscription.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.subscription(subscription.id)}>{subscription.package.name}</RowLink>
            </RowTitle>
            <RowMeta>
              {formatMoney(subscription.price)} · Ends on {formatDate(subscription.end_date)}
            </RowMeta>
          </RowMain>
          <Badge status={subscription.status} kind="subscription" />
        </Row>
      ))}
    </RowList>
  );
}
