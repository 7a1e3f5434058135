import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage, Muted, Row, RowLink, RowList, RowMain, RowTitle } from '@/app/components/page';
import type { Booking } from '../types';

/** 'Your Bookings' rows: pickup date, sub total and status, each opening the booking. */
export function BookingList({ bookings }: { bookings: readonly Booking[] }) {
  if (bookings.length === 0) return <EmptyMessage>NO BOOKINGS AVAILABLE.</EmptyMessage>;
  return (
    <RowList aria-label="Bookings">
      {bookings.map((booking) => (
        <Row key={booking.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.booking(booking.id)}>Pickup on {formatDate(booking.pickup_date)}</RowLink>
            </RowTitle>
            <Muted>
              {booking.branch?.name ? `${booking.branch.name} · ` : ''}
              {formatMoney(booking.sub_total)}
            </Muted>
          </RowMain>
          <Badge status={booking.status} />
        </Row>
      ))}
    </RowList>
  );
}
