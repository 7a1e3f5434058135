/**
 * GET /bookings/events/: live changes to the customer's own bookings. Each step staff record is
 * written straight into TanStack Query's cache (the list's status, the detail's status and
 * timeline), so the screen changes within moments without a reload or a refetch; a payment, a
 * booking the cache does not hold, a reconnect after a drop and the server's "reload" are read
 * afresh instead, since changes may have been missed.
 */
import * as React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { StreamEvent } from '@/lib/event-stream';
import { whenIdleAfterPaint } from '@/lib/when-idle';
import { STREAM_RELOAD_EVENT } from '@laundry-accra/domain/live-streams';
import type { BookingDetailDto, BookingDto, CustomerLiveEventDto } from '@laundry-accra/domain/schemas/bookings';
import { bookingQueryKey } from './get-booking';
import { bookingsQueryKey } from './get-bookings';

/** Applies one stream event to the cache. */
export function applyBookingEvent(client: QueryClient, event: StreamEvent): void {
  if (event.type === STREAM_RELOAD_EVENT) {
    void client.invalidateQueries({ queryKey: bookingsQueryKey });
    return;
  }
  let change: CustomerLiveEventDto;
  try {
    change = JSON.parse(event.data) as CustomerLiveEventDto;
  } catch {
    return;
  }
  const step = change.event;
  const list = client.getQueryData<BookingDto[]>(bookingsQueryKey);
  if (change.kind === 'payment' || !step || (list && !list.some((b) => b.id === change.booking))) {
    // The payment status, or a booking this screen never read: ask the server.
    void client.invalidateQueries({ queryKey: bookingsQueryKey });
    return;
  }
  client.setQueryData<BookingDto[]>(bookingsQueryKey, (bookings) =>
    bookings?.map((booking) => (booking.id === change.booking ? { ...booking, status: change.status } : booking)),
  );
  client.setQueryData<BookingDetailDto>(bookingQueryKey(change.booking), (booking) => {
    if (!booking) return booking;
    const known = booking.events.some((e) => e.status === step.status && e.at === step.at);
    return { ...booking, status: change.status, events: known ? booking.events : [...booking.events, step] };
  });
}

/**
 * Follows the customer's booking changes into `client`'s cache, and reconnects after a drop, until
 * the returned function is called. The stream keeps a drawn screen fresh and is not needed to draw
 * it, so it opens once the browser is idle after the screen's first paint, with its code (the
 * stream's reader, about 1 KB compressed): it then takes neither one of the six connections a browser opens
 * to a host over HTTP/1.1, nor the line or the processor, from the screen's code and data (its
 * request used to leave in the same frame as the first paint). Without its code (offline), the
 * screen stays as it was read.
 */
export function followBookingUpdates(client: QueryClient): () => void {
  let closed = false;
  let stop = (): void => undefined;
  const cancel = whenIdleAfterPaint(() => {
    import(/* webpackChunkName: "live-updates" */ '@/lib/follow-api-stream').then(
      ({ followApiStream }) => {
        if (closed) return;
        stop = followApiStream('/bookings/events/', {
          onEvent: (event) => applyBookingEvent(client, event),
          onOpen: (again) => {
            if (again) void client.invalidateQueries({ queryKey: bookingsQueryKey });
          },
        });
      },
      () => undefined,
    );
  });
  return () => {
    closed = true;
    cancel();
    stop();
  };
}

/** Follows the customer's booking changes while the calling screen is open (the bookings list, a booking, the dashboard). */
export function useBookingUpdates(): void {
  const client = useAtomValue(queryClientAtom);
  React.useEffect(() => followBookingUpdates(client), [client]);
}
