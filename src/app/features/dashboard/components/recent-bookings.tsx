import { Link } from 'gatsby';
import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { firstRecent } from '../recent';

/** What a recent booking row shows. */
export type RecentBooking = Pick<BookingDto, 'id' | 'pickup_date' | 'pickup_window' | 'pickup_window_end' | 'total' | 'payment_state' | 'status'>;

/** 'Recent Bookings': the first 15, each linking to its detail. */
export function RecentBookings({ bookings }: { bookings: readonly RecentBooking[] }) {
  if (bookings.length === 0) return <EmptyMessage next={<Link to={paths.app.addBooking}>Book your first pickup</Link>}>NO BOOKINGS AVAILABLE.</EmptyMessage>;
  return (
    <RowList>
      {firstRecent(bookings).map((booking) => (
        <Row key={booking.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.booking(booking.id)}>Pickup on {formatBookingPickup(booking)}</RowLink>
            </RowTitle>
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
