import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { createSubscriptionMutationAtom } from '../features/subscriptions/api/create-subscription';
import { packageQueryAtom } from '../features/subscriptions/api/get-package';
import { PackageDetail } from '../features/subscriptions/components/package-detail';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/subscriptions/add-subscription/{id}: a package's details and Subscribe. */
export function AddSubscriptionRoute({ id = '' }: RouteProps<'id'>) {
  useDocumentTitle('Subscribe');
  const pkg = useAtomValue(React.useMemo(() => packageQueryAtom(id), [id]));
  const subscribe = useAtomValue(createSubscriptionMutationAtom);
  return (
    <>
      <PageHeader title="Subscribe to a Package" actions={<Link to={paths.app.subscriptions}>Back to subscriptions</Link>} />
      <QueryView query={pkg} loadingLabel="Loading the package" errorTitle="We could not load this package.">
        {(data) => (
          <PackageDetail
            pkg={data}
            subscribing={subscribe.isPending}
            onSubscribe={() =>
              subscribe.mutate(
                { package: data.id },
                {
                  onSuccess: (subscription) => {
                    // SPEC §4's words first, then what happens next: nothing is covered until it is paid.
                    toast.success(`You have Subscribed to the ${data.name} Package! Pay to activate it.`);
                    void navigate(paths.app.subscription(subscription.id));
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          />
        )}
      </QueryView>
    </>
  );
}
