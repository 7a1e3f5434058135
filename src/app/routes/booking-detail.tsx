import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { paths } from '@/lib/paths';
import { bookingQueryAtom } from '../features/bookings/api/get-booking';
import { bookingsQueryKey } from '../features/bookings/api/get-bookings';
import { BookingDetail } from '../features/bookings/components/booking-detail';
import { MakePayment } from '../features/payments/components/make-payment';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/**
 * /app/bookings/booking/{id}: the booking and, while it is unpaid, its payment control (passed
 * to BookingDetail as `paymentAction`).
 */
export function BookingDetailRoute({ id = '' }: RouteProps<'id'>) {
  useDocumentTitle('Booking');
  const booking = useAtomValue(React.useMemo(() => bookingQueryAtom(id), [id]));
  return (
    <>
      <PageHeader title="Booking" actions={<Link to={paths.app.bookings}>Back to bookings</Link>} />
      <QueryView query={booking} loadingLabel="Loading the booking" errorTitle="We could not load this booking.">
        {(data) => (
          <BookingDetail
            booking={data}
            paymentAction={<MakePayment target={{ booking: data.id }} refreshKeys={[bookingsQueryKey]} />}
          />
        )}
      </QueryView>
    </>
  );
}
