import * as React from 'react';
import { Link, navigate } from 'gatsby';
import toast from '@/lib/toast';
import { Button } from '@/design-system/Button/Button';
import { errorMessage } from '@/lib/api-client';
import { createSubscriptionMutationAtom } from '../features/subscriptions/api/create-subscription';
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
  const renew = useAtomValue(createSubscriptionMutationAtom);
  return (
    <>
      <PageHeader title="Subscription" actions={<Link to={paths.app.subscriptions}>Back to subscriptions</Link>} />
      <QueryView query={subscription} loadingLabel="Loading the subscription" errorTitle="We could not load this subscription.">
        {(data) => (
          <SubscriptionDetail
            subscription={data}
            paymentAction={<MakePayment target={{ subscription: data.id }} refreshKeys={[subscriptionsQueryKey]} />}
            payAheadAction={<MakePayment target={{ subscription: data.id }} refreshKeys={[subscriptionsQueryKey]} label="Pay for next month" />}
            renewAction={
              // Renewing an ended month: the same package again, paid from its new page.
              <Button
                disabled={renew.isPending}
                onClick={() =>
                  renew.mutate(
                    { package: data.package.id },
                    {
                      onSuccess: (next) => {
                        toast.success(`You have Subscribed to the ${data.package.name} Package! Pay to activate it.`);
                        void navigate(paths.app.subscription(next.id));
                      },
                      onError: (error) => toast.error(errorMessage(error)),
                    },
                  )
                }
              >
                Renew
              </Button>
            }
          />
        )}
      </QueryView>
    </>
  );
}
