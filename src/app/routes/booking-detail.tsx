import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { BookAgainResultDto } from '@laundry-accra/domain/schemas/bookings';
import { basketQueryKey } from '../features/basket/api/get-basket';
import { bookAgainMutationAtom } from '../features/bookings/api/book-again';
import { useBookingUpdates } from '../features/bookings/api/booking-updates';
import { bookingQueryAtom } from '../features/bookings/api/get-booking';
import { bookingsQueryKey } from '../features/bookings/api/get-bookings';
import { BookingDetail } from '../features/bookings/components/booking-detail';
import { MakePayment } from '../features/payments/components/make-payment';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** What 'Book again' did, in one toast: what went into the basket and what was left out. */
export function bookAgainSummary({ added, skipped }: BookAgainResultDto): string {
  const pieces = added.reduce((sum, line) => sum + line.quantity, 0);
  const put = added.length ? `${pieces} ${pieces === 1 ? 'item' : 'items'} added to your basket.` : 'Nothing could be added to your basket.';
  const left = skipped.map((line) => `${line.item_name}: ${line.reason}`);
  return [put, ...left].join('\n');
}

/**
 * /app/bookings/booking/{id}: the booking with its progress and timeline, kept live by the
 * customer's booking stream; while it is unpaid its payment control (passed to BookingDetail as
 * `paymentAction`), and once it is finished 'Book again'.
 */
export function BookingDetailRoute({ id = '' }: RouteProps<'id'>) {
  useDocumentTitle('Booking');
  useBookingUpdates();
  const booking = useAtomValue(React.useMemo(() => bookingQueryAtom(id), [id]));
  const bookAgain = useAtomValue(bookAgainMutationAtom);
  const client = useAtomValue(queryClientAtom);
  const onBookAgain = () =>
    bookAgain.mutate(id, {
      onSuccess: async (result) => {
        await client.invalidateQueries({ queryKey: basketQueryKey });
        (result.added.length ? toast.success : toast.error)(bookAgainSummary(result));
        if (result.added.length) void navigate(paths.app.basket);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <PageHeader title="Booking" actions={<Link to={paths.app.bookings}>Back to bookings</Link>} />
      <QueryView query={booking} loadingLabel="Loading the booking" errorTitle="We could not load this booking.">
        {(data) => (
          <BookingDetail
            booking={data}
            paymentAction={<MakePayment target={{ booking: data.id }} refreshKeys={[bookingsQueryKey]} />}
            bookAgainAction={
              <Button variant="secondary" onClick={onBookAgain} loading={bookAgain.isPending}>
                Book again
              </Button>
            }
          />
        )}
      </QueryView>
    </>
  );
}
