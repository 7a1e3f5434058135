import { Link } from 'gatsby';
import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { formatReadyBy, SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { paths } from '@/lib/paths';
import { handoverInWords } from '@laundry-accra/domain/handover';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

/**
 * 'Your Bookings' rows: pickup date, order number, branch, the speed and ready time, delivery or
 * collection, the total
 * and where its payment stands (so an unpaid order shows), and status, each opening the booking.
 */
export function BookingList({ bookings }: { bookings: readonly BookingDto[] }) {
  if (bookings.length === 0) return <EmptyMessage next={<Link to={paths.app.addBooking}>Book your first pickup</Link>}>NO BOOKINGS AVAILABLE.</EmptyMessage>;
  return (
    <RowList aria-label="Bookings">
      {bookings.map((booking) => (
        <Row key={booking.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.booking(booking.id)}>Pickup on {formatBookingPickup(booking)}</RowLink>
            </RowTitle>
            <RowMeta>
              {booking.order_number} · {booking.branch.name}
              {booking.service_speed === 'express' ? ` · ${SERVICE_SPEED_NAMES.express}` : ''}
              {booking.ready_by ? ` · Ready by ${formatReadyBy(booking.ready_by)}` : ''}
            </RowMeta>
            {/* How it comes back, as the booking and the emails say it (decision 072). */}
            <RowMeta>{handoverInWords(booking.handover, booking.branch.name)}</RowMeta>
            <RowMeta>
              <PaymentState total={booking.total} paymentState={booking.payment_state} />
            </RowMeta>
          </RowMain>
          <Badge status={booking.status} />
        </Row>
      ))}
    </RowList>
  );
}
