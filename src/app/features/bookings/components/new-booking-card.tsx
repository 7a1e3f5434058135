import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { Card } from '@/design-system/Card/Card';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { Heading } from '@/design-system/Heading/Heading';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { NOTHING_DUE_NOTE } from '@laundry-accra/domain/payments';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { formatReadyBy, SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { paths } from '@/lib/paths';

export interface NewBookingCardProps {
  booking: Pick<
    BookingDto,
    'id' | 'order_number' | 'pickup_date' | 'pickup_window' | 'pickup_window_end' | 'total' | 'payment_state' | 'branch'
  > &
    Partial<Pick<BookingDto, 'service_speed' | 'ready_by'>>;
  /** The payment control ('Pay now'), composed by the route from the payments feature; not shown when nothing is due. */
  paymentAction?: React.ReactNode;
}

/**
 * What the customer sees right after checking out: the booking just made (its number, pickup
 * date and window, branch, speed and ready time, total and payment), 'Pay now', and what happens
 * next. A booking a package covered is settled already: it says so, with no payment step.
 */
export function NewBookingCard({ booking, paymentAction }: NewBookingCardProps) {
  const covered = booking.payment_state.state === 'covered';
  return (
    <Card aria-labelledby="new-booking-title" data-ui="new-booking">
      <Heading level={2} id="new-booking-title">
        Booking {booking.order_number} is placed
      </Heading>
      <DetailList>
        <dt>Order number</dt>
        <dd>{booking.order_number}</dd>
        <dt>Pickup date</dt>
        <dd>{formatBookingPickup(booking)}</dd>
        <dt>Branch</dt>
        <dd>{booking.branch.name}</dd>
        {booking.service_speed && (
          <>
            <dt>Service</dt>
            <dd>{SERVICE_SPEED_NAMES[booking.service_speed]}</dd>
          </>
        )}
        {booking.ready_by && (
          <>
            <dt>Ready by</dt>
            <dd>{formatReadyBy(booking.ready_by)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <PaymentState total={booking.total} paymentState={booking.payment_state} />
        </dd>
      </DetailList>
      <NextTitle>What happens next</NextTitle>
      <Steps>
        <li>We confirm your booking and collect your clothes from your pickup address on the pickup date.</li>
        <li>{covered ? NOTHING_DUE_NOTE : "You can pay now, or at any time before delivery, from the booking's page."}</li>
        <li>We tell you as your order is washed, ready and on its way back to you.</li>
      </Steps>
      <ButtonRow>
        {!covered && paymentAction}
        <Link to={paths.app.booking(booking.id)}>View booking</Link>
      </ButtonRow>
    </Card>
  );
}

const NextTitle = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
