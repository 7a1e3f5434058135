import { Link } from 'gatsby';
import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatMoney } from '@laundry-accra/domain/format';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { bookingTotal, formatReadyBy, SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

/**
 * 'Your Bookings' rows: pickup date, order number, branch, what is paid (the sub total, plus the
 * fee of an Express booking), the speed and ready time, and status, each opening the booking.
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
              {booking.order_number} · {booking.branch.name} · {formatMoney(bookingTotal(booking))}
              {booking.service_speed === 'express' ? ` · ${SERVICE_SPEED_NAMES.express}` : ''}
              {booking.ready_by ? ` · Ready by ${formatReadyBy(booking.ready_by)}` : ''}
            </RowMeta>
          </RowMain>
          <Badge status={booking.status} />
        </Row>
      ))}
    </RowList>
  );
}
