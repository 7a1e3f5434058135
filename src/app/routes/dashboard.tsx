import * as React from 'react';
import { useAtomValue } from 'jotai';
import { basketQueryAtom } from '../features/basket/api/get-basket';
import { useBookingUpdates } from '../features/bookings/api/booking-updates';
import { bookingsQueryAtom, customerBookings } from '../features/bookings/api/get-bookings';
import { DashboardSummary } from '../features/dashboard/components/dashboard-summary';
import { InProgress, openOrders } from '../features/dashboard/components/in-progress';
import { PhonePrompt } from '../features/dashboard/components/phone-prompt';
import { RecentBookings } from '../features/dashboard/components/recent-bookings';
import { RecentSubscriptions } from '../features/dashboard/components/recent-subscriptions';
import { profileQueryAtom } from '../features/profile/api/get-profile';
import { subscriptionsQueryAtom } from '../features/subscriptions/api/get-subscriptions';
import { Heading } from '@/design-system/Heading/Heading';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';
import styled from 'styled-components';

/**
 * /app/dashboard: today's date, the three totals, a one-time ask for a mobile number (when the
 * customer gave none), the orders in progress (kept live by the
 * customer's booking stream), recent subscriptions and bookings.
 */
export function DashboardRoute(_props: RouteProps) {
  useDocumentTitle('Dashboard');
  useBookingUpdates();
  const profile = useAtomValue(profileQueryAtom);
  const bookingsQuery = useAtomValue(bookingsQueryAtom);
  const subscriptions = useAtomValue(subscriptionsQueryAtom);
  const basket = useAtomValue(basketQueryAtom);
  const [today] = React.useState(() => new Date());

  const userId = profile.data?.id;
  const bookings = React.useMemo(
    () => (bookingsQuery.data ? customerBookings(bookingsQuery.data, userId) : undefined),
    [bookingsQuery.data, userId],
  );
  const firstName = profile.data?.name?.split(/\s+/)[0];

  return (
    <>
      <PageHeader title={firstName ? `Welcome, ${firstName}` : 'Dashboard'} />
      <DashboardSummary
        today={today}
        bookings={bookings?.length}
        subscriptions={subscriptions.data?.length}
        basketItems={basket.data?.length}
      />
      <PhonePrompt profile={profile.data} />
      {bookings && openOrders(bookings).length > 0 && (
        <InProgressSection aria-labelledby="in-progress">
          <Heading level={2} id="in-progress">In progress</Heading>
          <InProgress bookings={bookings} />
        </InProgressSection>
      )}
      <Columns>
        <section aria-labelledby="recent-subscriptions">
          <Heading level={2} id="recent-subscriptions">Recent Subscriptions</Heading>
          <QueryView query={subscriptions} loadingLabel="Loading your subscriptions" errorTitle="We could not load your subscriptions.">
            {(list) => <RecentSubscriptions subscriptions={list} />}
          </QueryView>
        </section>
        <section aria-labelledby="recent-bookings">
          <Heading level={2} id="recent-bookings">Recent Bookings</Heading>
          <QueryView
            query={{ ...bookingsQuery, data: bookings }}
            loadingLabel="Loading your bookings"
            errorTitle="We could not load your bookings."
          >
            {(list) => <RecentBookings bookings={list} />}
          </QueryView>
        </section>
      </Columns>
    </>
  );
}

const InProgressSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: 1fr 1fr;
  }
`;
