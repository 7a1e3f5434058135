import * as React from 'react';
import { useAtomValue } from 'jotai';
import { useBookingUpdates } from '../features/bookings/api/booking-updates';
import { bookingsQueryAtom, bookingsQueryKey, customerBookings } from '../features/bookings/api/get-bookings';
import { BookingList } from '../features/bookings/components/booking-list';
import { NewBookingCard } from '../features/bookings/components/new-booking-card';
import { MakePayment } from '../features/payments/components/make-payment';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { isPaymentOwed } from '@laundry-accra/domain/payment-state';
import { profileQueryAtom } from '../features/profile/api/get-profile';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** What checkout hands to the bookings list: the booking just made. */
export interface JustBookedState {
  justBooked?: BookingDto;
}

/**
 * /app/bookings: 'Your Bookings', the customer's own, newest first, kept live. Right after
 * checkout, the new booking is shown above the list with 'Pay now' and what happens next.
 */
export function BookingsRoute({ location }: RouteProps) {
  useDocumentTitle('Your Bookings');
  useBookingUpdates();
  const profile = useAtomValue(profileQueryAtom);
  const bookings = useAtomValue(bookingsQueryAtom);
  const userId = profile.data?.id;
  const own = React.useMemo(() => (bookings.data ? customerBookings(bookings.data, userId) : undefined), [bookings.data, userId]);
  const justBooked = (location?.state as JustBookedState | null | undefined)?.justBooked;
  // The list's copy is the live one (a payment since checkout shows there); the card stays while
  // money is owed, and for a booking a package covered (settled at checkout, nothing to pay).
  const current = own?.find((booking) => booking.id === justBooked?.id) ?? justBooked;
  const showCard = current && (isPaymentOwed(current.payment_state) || current.payment_state.state === 'covered');
  return (
    <>
      <PageHeader title="Your Bookings" />
      {current && showCard && (
        <NewBookingCard
          booking={current}
          paymentAction={<MakePayment target={{ booking: current.id }} refreshKeys={[bookingsQueryKey]} label="Pay now" />}
        />
      )}
      <QueryView query={{ ...bookings, data: own }} loadingLabel="Loading your bookings" errorTitle="We could not load your bookings.">
        {(list) => <BookingList bookings={list} />}
      </QueryView>
    </>
  );
}
