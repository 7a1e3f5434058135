import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { paths } from '@/lib/paths';
import { addressOption } from '../features/addresses/address-option';
import { addressesQueryAtom } from '../features/addresses/api/get-addresses';
import { bookingQueryAtom } from '../features/bookings/api/get-booking';
import { updateBookingMutationAtom } from '../features/bookings/api/update-booking';
import { BookingForm } from '../features/bookings/components/booking-form';
import { Card } from '@/design-system/Card/Card';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/bookings/booking/{id}/edit: change a pending booking's pickup date and addresses. */
export function BookingEditRoute({ id = '' }: RouteProps<'id'>) {
  useDocumentTitle('Edit booking');
  const booking = useAtomValue(React.useMemo(() => bookingQueryAtom(id), [id]));
  const addresses = useAtomValue(addressesQueryAtom);
  const update = useAtomValue(updateBookingMutationAtom);
  const both = {
    ...booking,
    data: booking.data && addresses.data ? { booking: booking.data, addresses: addresses.data } : undefined,
    isError: booking.isError || addresses.isError,
    isRefetching: booking.isRefetching || addresses.isRefetching,
    error: booking.error ?? addresses.error,
    refetch: () => Promise.all([booking.refetch(), addresses.refetch()]),
  };
  return (
    <>
      <PageHeader title="Edit booking" actions={<Link to={paths.app.booking(id)}>Back to the booking</Link>} />
      <Card width="form">
        <QueryView
          query={both}
          loadingLabel="Loading the booking"
          errorTitle={booking.isError ? 'We could not load this booking.' : 'We could not load your addresses.'}
        >
          {(data) => (
            <BookingForm
              booking={data.booking}
              addresses={data.addresses.map(addressOption)}
              onSave={(values) => update.mutateAsync({ id, ...values })}
              onSaved={() => {
                toast.success('Success');
                void navigate(paths.app.booking(id));
              }}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}
