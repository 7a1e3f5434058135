import * as React from 'react';
import { siteBuildStatusLook } from '@laundry-accra/domain/site-builds';
import { paymentStatusLook, statusLook } from '@laundry-accra/domain/status-looks';
import { BadgeDot, BadgeRoot } from './Badge.styles';

/** Which list of statuses the badge reads: bookings and subscriptions share one, payments and site builds have their own. */
export type BadgeKind = 'booking' | 'subscription' | 'payment' | 'site-build';

export interface BadgeProps extends Omit<React.HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The status value as the API sends it, e.g. 'ready_for_pickup' or 'paid'. */
  status: string | null | undefined;
  /** Which list the status comes from; defaults to a booking's. */
  kind?: BadgeKind;
}

/** A status pill: the label and colour of SPEC §4, from the one mapping in src/lib/status.ts. */
export const Badge = React.forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { status, kind = 'booking', ...rest },
  ref,
) {
  const look = kind === 'payment' ? paymentStatusLook(status) : kind === 'site-build' ? siteBuildStatusLook(status) : statusLook(status);
  return (
    <BadgeRoot ref={ref} data-ui="badge" data-tone={look.tone} $tone={look.tone} {...rest}>
      <BadgeDot $tone={look.tone} aria-hidden />
      {look.label}
    </BadgeRoot>
  );
});
Badge.displayName = 'Badge';
