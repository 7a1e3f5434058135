import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { paths } from '@/lib/paths';
import { subscriptionQueryAtom } from '../features/subscriptions/api/get-subscription';
import { subscriptionsQueryKey } from '../features/subscriptions/api/get-subscriptions';
import { SubscriptionDetail } from '../features/subscriptions/components/subscription-detail';
import { MakePayment } from '../features/payments/components/make-payment';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/**
 * /app/subscriptions/{id}: the subscription and, while it is inactive, its payment control
 * (passed to SubscriptionDetail as `paymentAction`).
 */
export function SubscriptionDetailRoute({ id = '' }: RouteProps<'id'>) {
  useDocumentTitle('Subscription');
  const subscription = useAtomValue(React.useMemo(() => subscriptionQueryAtom(id), [id]));
  return (
    <>
      <PageHeader title="Subscription" actions={<Link to={paths.app.subscriptions}>Back to subscriptions</Link>} />
      <QueryView query={subscription} loadingLabel="Loading the subscription" errorTitle="We could not load this subscription.">
        {(data) => (
          <SubscriptionDetail
            subscription={data}
            paymentAction={<MakePayment target={{ subscription: data.id }} refreshKeys={[subscriptionsQueryKey]} />}
          />
        )}
      </QueryView>
    </>
  );
}
