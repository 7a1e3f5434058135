import * as React from 'react';
import { Link, navigate } from 'gatsby';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import toast from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { BookAgainResultDto } from '@laundry-accra/domain/schemas/bookings';
import { basketQueryKey } from '../features/basket/api/get-basket';
import { bookAgainMutationAtom } from '../features/bookings/api/book-again';
import { useBookingUpdates } from '../features/bookings/api/booking-updates';
import { bookingQueryAtom } from '../features/bookings/api/get-booking';
import { bookingsQueryKey } from '../features/bookings/api/get-bookings';
import { BookingDetail } from '../features/bookings/components/booking-detail';
import { cancellingMoneyInWords } from '@laundry-accra/domain/payment-state';
import { cancelBookingMutationAtom } from '../features/bookings/api/cancel-booking';
import { addressesQueryAtom } from '../features/addresses/api/get-addresses';
import { addressOption } from '../features/addresses/address-option';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { MakePayment } from '../features/payments/components/make-payment';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteInfo } from '@/site/site-facts';
import { WhatsAppButton } from '@/site/common/whatsapp-button';
import type { RouteProps } from '../lib/route-props';

const Ask = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** What 'Book again' did, in one toast: what went into the basket and what was left out. */
export function bookAgainSummary({ added, skipped }: BookAgainResultDto): string {
  const pieces = added.reduce((sum, line) => sum + line.quantity, 0);
  const put = added.length
    ? `${pieces} ${pieces === 1 ? 'item' : 'items'} added to your basket.`
    : 'Nothing could be added to your basket.';
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
  const addresses = useAtomValue(addressesQueryAtom);
  const cancel = useAtomValue(cancelBookingMutationAtom);
  const [confirmingCancel, setConfirmingCancel] = React.useState(false);
  const { facts } = useSiteInfo();
  const placeOf = (addressId: string | null) => {
    const address = addresses.data?.find((one) => one.id === addressId);
    return address ? addressOption(address).label : undefined;
  };
  const confirmCancel = () =>
    cancel.mutate(id, {
      onSuccess: () => {
        setConfirmingCancel(false);
        toast.success('Your booking is cancelled.');
      },
      onError: (error) => {
        setConfirmingCancel(false);
        toast.error(errorMessage(error));
      },
    });
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
      <QueryView
        query={booking}
        loadingLabel="Loading the booking"
        errorTitle="We could not load this booking."
      >
        {(data) => (
          <>
            <BookingDetail
              booking={data}
              places={
                addresses.data
                  ? { pickup: placeOf(data.pickup_address), dropoff: placeOf(data.dropoff_address) }
                  : undefined
              }
              cancelAction={
                <Button variant="danger" onClick={() => setConfirmingCancel(true)}>
                  Cancel booking
                </Button>
              }
              paymentAction={
                <MakePayment target={{ booking: data.id }} refreshKeys={[bookingsQueryKey]} />
              }
              bookAgainAction={
                <Button variant="secondary" onClick={onBookAgain} loading={bookAgain.isPending}>
                  Book again
                </Button>
              }
            />
            {facts.whatsapp && (
              <Ask>
                <span>A question about this order?</span>
                <WhatsAppButton
                  number={facts.whatsapp}
                  message={`Hello ${facts.shortName}, I have a question about my order ${data.order_number}.`}
                />
              </Ask>
            )}
            <Dialog
              open={confirmingCancel}
              onClose={() => setConfirmingCancel(false)}
              title="Cancel this booking?"
            >
              <p>
                Booking {data.order_number} will be cancelled and its pickup place given up.
                {cancellingMoneyInWords(data.payment_state) && ` ${cancellingMoneyInWords(data.payment_state)}`}
              </p>
              <ButtonRow>
                <Button variant="danger" onClick={confirmCancel} loading={cancel.isPending}>
                  Cancel booking
                </Button>
                <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
                  Keep booking
                </Button>
              </ButtonRow>
            </Dialog>
          </>
        )}
      </QueryView>
    </>
  );
}
