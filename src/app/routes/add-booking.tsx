import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '@/lib/paths';
import { Loading } from '@/lib/query-view';
import type { RouteProps } from '../lib/route-props';

/**
 * /app/bookings/add-booking. A booking is made by checking out the basket (SPEC §1), so this
 * address takes the customer there.
 */
export function AddBookingRoute(_props: RouteProps) {
  React.useEffect(() => {
    void navigate(paths.app.basket, { replace: true });
  }, []);
  return <Loading label="Opening your basket" />;
}
