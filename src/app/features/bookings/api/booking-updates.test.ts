import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { BookingDetailDto, BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { applyBookingEvent, followBookingUpdates } from './booking-updates';
import { bookingQueryKey } from './get-booking';
import { bookingsQueryKey } from './get-bookings';

const listed = (id: string, status: BookingDto['status']) => ({ id, status }) as BookingDto;
const step = { status: 'picked_up' as const, at: '2030-03-05T09:41:00.000Z', note_for_customer: null };
const message = (data: unknown, type = 'message') => ({ type, data: JSON.stringify(data), lastEventId: '' });

function clientWith(list: BookingDto[], detail?: BookingDetailDto) {
  const client = new QueryClient();
  client.setQueryData(bookingsQueryKey, list);
  if (detail) client.setQueryData(bookingQueryKey(detail.id), detail);
  return client;
}

it('writes a new step into the list and the open booking, without asking the server', () => {
  const detail = { id: 'b1', status: 'pending', events: [{ status: 'pending', at: '2030-03-01T09:00:00.000Z', note_for_customer: null }] } as BookingDetailDto;
  const client = clientWith([listed('b1', 'pending'), listed('b2', 'washing')], detail);
  const event = message({ kind: 'status', booking: 'b1', status: 'picked_up', event: step });
  applyBookingEvent(client, event);
  applyBookingEvent(client, event); // heard twice (a reconnect): one step
  expect(client.getQueryData<BookingDto[]>(bookingsQueryKey)?.map((b) => b.status)).toEqual(['picked_up', 'washing']);
  const open = client.getQueryData<BookingDetailDto>(bookingQueryKey('b1'));
  expect(open?.status).toBe('picked_up');
  expect(open?.events.map((e) => e.status)).toEqual(['pending', 'picked_up']);
  expect(client.getQueryState(bookingsQueryKey)?.isInvalidated).toBe(false);
});

it('reads afresh after a payment, a booking it does not hold, or the server saying changes were missed', () => {
  for (const event of [
    message({ kind: 'payment', booking: 'b1', status: 'pending', event: null }),
    message({ kind: 'status', booking: 'unknown', status: 'picked_up', event: step }),
    message({}, 'reload'),
  ]) {
    const client = clientWith([listed('b1', 'pending')]);
    applyBookingEvent(client, event);
    expect(client.getQueryState(bookingsQueryKey)?.isInvalidated).toBe(true);
  }
});

describe('following the stream', () => {
  const idle: Array<() => void> = [];
  let requested: string[];
  beforeEach(() => {
    idle.length = 0;
    requested = [];
    // The next frame is drawn at once; idle moments come when the test says so.
    window.requestAnimationFrame = ((task: FrameRequestCallback) => {
      task(0);
      return 1;
    }) as typeof window.requestAnimationFrame;
    window.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = ((handle: number) => {
      idle[handle - 1] = () => undefined;
    }) as typeof window.cancelIdleCallback;
    // The network: the stream's request is recorded and never answered.
    globalThis.fetch = ((url: string) => {
      requested.push(String(url));
      return new Promise(() => undefined);
    }) as typeof fetch;
  });

  it('opens once the browser is idle after the first paint, not while the screen is being drawn', async () => {
    const stop = followBookingUpdates(new QueryClient());
    expect(requested).toEqual([]);
    idle.forEach((task) => task());
    await waitFor(() => expect(requested).toEqual([expect.stringMatching(/\/bookings\/events\/$/)]));
    stop();
  });

  it('never opens for a screen closed before the browser was idle, or before the stream’s code came', async () => {
    followBookingUpdates(new QueryClient())();
    idle.forEach((task) => task());
    const stop = followBookingUpdates(new QueryClient());
    idle.forEach((task) => task());
    stop();
    // Long enough for the stream's code to have come and a request to have left.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });
});
