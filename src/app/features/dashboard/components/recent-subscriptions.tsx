import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import { firstRecent } from '../recent';
import { AllowanceMeter } from '@/design-system/AllowanceMeter/AllowanceMeter';
import { allowanceInWords } from '@laundry-accra/domain/allowance';

/** What a recent subscription row shows. */
export type RecentSubscription = Pick<SubscriptionDto, 'id' | 'end_date' | 'price' | 'status' | 'package'> &
  Partial<Pick<SubscriptionDto, 'period_end' | 'allowance' | 'remaining'>>;

/** 'Recent Subscriptions': the first 15 with end date, package, price and status. */
export function RecentSubscriptions({ subscriptions }: { subscriptions: readonly RecentSubscription[] }) {
  if (subscriptions.length === 0) return <EmptyMessage>NO SUBSCRIPTIONS YET.</EmptyMessage>;
  return (
    <RowList>
      {firstRecent(subscriptions).map((subscription) => (
        <Row key={subscription.id}>
          <RowMain>
            <RowTitle>{subscription.package.name}</RowTitle>
            <RowMeta>
              {formatMoney(subscription.price)} · Ends on {formatDate(subscription.end_date)}
            </RowMeta>
            {subscription.period_end && subscription.allowance !== undefined && subscription.remaining !== undefined ? (
              <AllowanceMeter
                remaining={subscription.remaining}
                allowance={subscription.allowance}
                label={allowanceInWords(subscription.remaining, subscription.allowance, formatDate(subscription.period_end))}
              />
            ) : null}
          </RowMain>
          <Badge status={subscription.status} kind="subscription" />
        </Row>
      ))}
    </RowList>
  );
}
