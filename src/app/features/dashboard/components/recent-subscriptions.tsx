import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { EmptyMessage, Muted, Row, RowList, RowMain, RowTitle } from '@/app/components/page';
import { firstRecent } from '../recent';

/** What a recent subscription row shows. */
export interface RecentSubscription {
  id: string;
  end_date: string;
  price: string;
  status: string;
  package: { name: string };
}

/** 'Recent Subscriptions': the first 15 with end date, package, price and status. */
export function RecentSubscriptions({ subscriptions }: { subscriptions: readonly RecentSubscription[] }) {
  if (subscriptions.length === 0) return <EmptyMessage>NO SUBSCRIPTIONS YET.</EmptyMessage>;
  return (
    <RowList>
      {firstRecent(subscriptions).map((subscription) => (
        <Row key={subscription.id}>
          <RowMain>
            <RowTitle>{subscription.package.name}</RowTitle>
            <Muted>
              {formatMoney(subscription.price)} · Ends on {formatDate(subscription.end_date)}
            </Muted>
          </RowMain>
          <Badge status={subscription.status} kind="subscription" />
        </Row>
      ))}
    </RowList>
  );
}
