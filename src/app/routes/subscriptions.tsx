import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { packagesQueryAtom } from '../features/subscriptions/api/get-packages';
import { subscriptionsQueryAtom } from '../features/subscriptions/api/get-subscriptions';
import { PackagePicker } from '../features/subscriptions/components/package-picker';
import { SubscriptionList } from '../features/subscriptions/components/subscription-list';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/subscriptions: 'Your Subscriptions' and the 'Subscribe to a Package' dialog. */
export function SubscriptionsRoute(_props: RouteProps) {
  useDocumentTitle('Your Subscriptions');
  const subscriptions = useAtomValue(subscriptionsQueryAtom);
  const [picking, setPicking] = React.useState(false);
  return (
    <>
      <PageHeader title="Your Subscriptions" actions={<Button onClick={() => setPicking(true)}>Add Subscription</Button>} />
      <QueryView query={subscriptions} loadingLabel="Loading your subscriptions" errorTitle="We could not load your subscriptions.">
        {(list) => <SubscriptionList subscriptions={list} />}
      </QueryView>
      <Dialog open={picking} onClose={() => setPicking(false)} title="Subscribe to a Package">
        <Packages />
      </Dialog>
    </>
  );
}

/** Loaded only once the dialog opens. */
function Packages() {
  const packages = useAtomValue(packagesQueryAtom);
  return (
    <QueryView query={packages} loadingLabel="Loading the packages" errorTitle="We could not load the packages.">
      {(list) => <PackagePicker packages={list} />}
    </QueryView>
  );
}
