import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { Card } from '@/design-system/Card/Card';
import { DetailList } from '@/design-system/DetailList/DetailList';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import { AllowanceMeter } from '@/design-system/AllowanceMeter/AllowanceMeter';
import { allowanceInWords, COVER_ORDER_IN_WORDS } from '@laundry-accra/domain/allowance';
import { canPayAhead, payAheadInWords } from '@laundry-accra/domain/renewal';
import { todayInAccra } from '@laundry-accra/domain/dates';
import styled from 'styled-components';

/** An active subscription is a paid one (SPEC §4). */
export const isSubscriptionPaid = (subscription: Pick<SubscriptionDto, 'status'>) => subscription.status === 'active';

export interface SubscriptionDetailProps {
  subscription: SubscriptionDto;
  /** The payment control while unpaid (the route passes Make Payment); paid shows PAID instead. */
  paymentAction?: React.ReactNode;
  /** For an expired subscription: taking the package again for a new month (the route passes Renew). */
  renewAction?: React.ReactNode;
  /** In the week before a paid month ends: paying for the next one (the route passes Make Payment). */
  payAheadAction?: React.ReactNode;
  /** Today in Accra ('YYYY-MM-DD'), for when the next month can be paid for. */
  today?: string;
}

/** A subscription: package, price, status, dates and items, with its payment control. */
export function SubscriptionDetail({ subscription, paymentAction, renewAction, payAheadAction, today = todayInAccra() }: SubscriptionDetailProps) {
  const payingAhead = payAheadAction !== undefined && canPayAhead(subscription, today);
  return (
    <Card>
      {subscription.period_end ? (
        <AllowanceMeter
          remaining={subscription.remaining}
          allowance={subscription.allowance}
          label={`${allowanceInWords(subscription.remaining, subscription.allowance, formatDate(subscription.period_end))}. ${COVER_ORDER_IN_WORDS}`}
        />
      ) : null}
      <DetailList>
        <dt>Package</dt>
        <dd>{subscription.package.name}</dd>
        <dt>Price</dt>
        <dd>{formatMoney(subscription.price)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge status={subscription.status} kind="subscription" />
        </dd>
        <dt>Items</dt>
        <dd>{subscription.total_items}</dd>
        <dt>Starts on</dt>
        <dd>{formatDate(subscription.start_date)}</dd>
        <dt>Ends on</dt>
        <dd>{formatDate(subscription.end_date)}</dd>
      </DetailList>
      {payingAhead && <PayAheadNote>{payAheadInWords(formatDate(subscription.end_date))}</PayAheadNote>}
      <ButtonRow>
        {payingAhead ? (
          payAheadAction
        ) : isSubscriptionPaid(subscription) ? (
          <Button variant="success" disabled>
            PAID
          </Button>
        ) : subscription.status === 'expired' ? (
          renewAction
        ) : (
          paymentAction
        )}
      </ButtonRow>
    </Card>
  );
}

const PayAheadNote = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
`;
