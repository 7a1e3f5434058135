import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage, Muted, Row, RowLink, RowList, RowMain, RowTitle } from '@/app/components/page';
import { firstRecent } from '../recent';

/** What a recent booking row shows. */
export interface RecentBooking {
  id: string;
  pickup_date: string;
  sub_total: string;
  status: string;
}

/** 'Recent Bookings': the first 15, each linking to its detail. */
export function RecentBookings({ bookings }: { bookings: readonly RecentBooking[] }) {
  if (bookings.length === 0) return <EmptyMessage>NO BOOKINGS AVAILABLE.</EmptyMessage>;
  return (
    <RowList>
      {firstRecent(bookings).map((booking) => (
        <Row key={booking.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.booking(booking.id)}>Pickup on {formatDate(booking.pickup_date)}</RowLink>
            </RowTitle>
            <Muted>{formatMoney(booking.sub_total)}</Muted>
          </RowMain>
          <Badge status={booking.status} />
        </Row>
      ))}
    </RowList>
  );
}
