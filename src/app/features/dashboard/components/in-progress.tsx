import * as React from 'react';
import { Badge } from '@/design-system/Badge/Badge';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { isBookingOpen } from '@laundry-accra/domain/statuses';
import { paths } from '@/lib/paths';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

/** What an open order's row shows. */
export type OpenOrder = Pick<BookingDto, 'id' | 'order_number' | 'status' | 'pickup_date' | 'pickup_window' | 'pickup_window_end'>;

/** The bookings still under way (neither completed nor cancelled), in the order given. */
export const openOrders = <T extends OpenOrder>(bookings: readonly T[]): T[] => bookings.filter((b) => isBookingOpen(b.status));

/**
 * 'In progress': each open order's number and where it is now, linking to its detail. Nothing
 * when every order is finished (the recent lists below say the rest).
 */
export function InProgress({ bookings }: { bookings: readonly OpenOrder[] }) {
  const open = openOrders(bookings);
  if (!open.length) return null;
  return (
    <RowList aria-label="Orders in progress">
      {open.map((booking) => (
        <Row key={booking.id}>
          <RowMain>
            <RowTitle>
              <RowLink to={paths.app.booking(booking.id)}>Order {booking.order_number}</RowLink>
            </RowTitle>
            <RowMeta>Pickup on {formatBookingPickup(booking)}</RowMeta>
          </RowMain>
          <Badge status={booking.status} />
        </Row>
      ))}
    </RowList>
  );
}
