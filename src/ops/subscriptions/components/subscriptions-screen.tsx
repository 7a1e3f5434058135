import * as React from 'react';
import { useAtom, useAtomValue } from 'jotai';
import styled from 'styled-components';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import type { OpsSubscriptionRowDto } from '@laundry-accra/domain/schemas/ops';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { SUBSCRIPTION_STATUSES } from '@laundry-accra/domain/statuses';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageNav } from '@/ops/components/page-nav';
import type { OpsScreenProps } from '@/ops/screen-props';
import { SubscriptionPaymentDialog } from './subscription-payment-dialog';
import { SUBSCRIPTIONS_PAGE_SIZE, subscriptionsFilterAtom, subscriptionsQueryAtom } from '../api/get-subscriptions';
import { SubscriptionsTable } from '@/ops/components/subscriptions-table';

/** /ops/subscriptions: every subscription, by status, with a counter payment for inactive ones. */
export function SubscriptionsScreen(_props: OpsScreenProps) {
  useDocumentTitle('Subscriptions');
  const [query, setQuery] = useAtom(subscriptionsFilterAtom);
  const [paying, setPaying] = React.useState<OpsSubscriptionRowDto | null>(null);
  const subscriptions = useAtomValue(subscriptionsQueryAtom);
  const { status, page = 1 } = query;

  // Another status starts at its first page.
  const filter = (value: string) =>
    setQuery((current) => ({ ...current, status: SUBSCRIPTION_STATUSES.find((known) => known === value), page: 1 }));
  const showPage = (next: number) => setQuery((current) => ({ ...current, page: next }));

  return (
    <>
      <PageHeader title="Subscriptions" />
      <Filters>
        <Select label="Status" value={status ?? ''} onChange={(event) => filter(event.target.value)}>
          <option value="">Every status</option>
          {SUBSCRIPTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLook(value).label}
            </option>
          ))}
        </Select>
      </Filters>
      <QueryView query={subscriptions} loadingLabel="Loading subscriptions" errorTitle="We could not load the subscriptions.">
        {(result) => (
          <>
            <SubscriptionsTable
              subscriptions={result.results}
              onRecordPayment={setPaying}
              emptyMessage={status ? 'No subscriptions with this status.' : 'No subscriptions yet.'}
            />
            <PageNav page={page} pageSize={SUBSCRIPTIONS_PAGE_SIZE} count={result.count} noun={['subscription', 'subscriptions']} onPage={showPage} />
          </>
        )}
      </QueryView>
      <SubscriptionPaymentDialog subscription={paying} onClose={() => setPaying(null)} />
    </>
  );
}

const Filters = styled.div`
  max-width: ${({ theme }) => theme.sizes.xs};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
