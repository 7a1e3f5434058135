import * as React from 'react';
import { useAtomValue } from 'jotai';
import { useBookingUpdates } from '../features/bookings/api/booking-updates';
import { bookingsQueryAtom, customerBookings } from '../features/bookings/api/get-bookings';
import { BookingList } from '../features/bookings/components/booking-list';
import { profileQueryAtom } from '../features/profile/api/get-profile';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/bookings: 'Your Bookings', the customer's own, newest first, kept live. */
export function BookingsRoute(_props: RouteProps) {
  useDocumentTitle('Your Bookings');
  useBookingUpdates();
  const profile = useAtomValue(profileQueryAtom);
  const bookings = useAtomValue(bookingsQueryAtom);
  const userId = profile.data?.id;
  const own = React.useMemo(() => (bookings.data ? customerBookings(bookings.data, userId) : undefined), [bookings.data, userId]);
  return (
    <>
      <PageHeader title="Your Bookings" />
      <QueryView query={{ ...bookings, data: own }} loadingLabel="Loading your bookings" errorTitle="We could not load your bookings.">
        {(list) => <BookingList bookings={list} />}
      </QueryView>
    </>
  );
}
