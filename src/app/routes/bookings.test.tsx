import * as React from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { messages } from '@laundry-accra/domain/rules';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { CLOSED_WEEKDAY_REASON, formatPickupDay, formatPickupWindow, PICKUP_MOVED_WORDS } from '@laundry-accra/domain/pickup-windows';
import { customer, deferred, page, renderApp, signIn, setupTestApi, spinner } from '../testing/render-app';
import { BookingDetailRoute } from './booking-detail';
import { BookingEditRoute } from './booking-edit';
import { BookingsRoute } from './bookings';
import { withPaymentState } from '@/testing/fixtures/customer';

const api = setupTestApi();

const booking = (overrides: Record<string, unknown> = {}) => withPaymentState({
  id: 'k1',
  order_number: 'ADM-10042',
  user: customer.id,
  pickup_date: '2030-03-05',
  sub_total: '1250.50',
  status: 'pending',
  branch: { id: 'br1', name: 'East Legon' },
  transaction: { reference: null, payment_status: 'unpaid' },
  booking_items: [
    { id: 'i1', item_name: 'Shirt', quantity: 3, total: '30.00' },
    { id: 'i2', item_name: 'Duvet', quantity: 1, total: '1220.50' },
  ],
  pickup_address: 'a1',
  dropoff_address: 'a1',
  handover: 'delivery',
  created_at: '2030-03-01T09:00:00.000Z',
  events: [{ status: 'pending', at: '2030-03-01T09:00:00.000Z', note_for_customer: null }],
  pickup_moves: [],
  ...overrides,
} as Parameters<typeof withPaymentState>[0] & { events: { status: string; at: string; note_for_customer: string | null }[] });

beforeEach(() => {
  signIn();
  api().on('GET', '/api/users/me', { body: customer });
});

describe("'Your Bookings'", () => {
  it("shows the customer's own bookings, newest first, with date, order number, total, payment and status", async () => {
    api().on('GET', '/api/bookings/', {
      body: page([
        booking({ id: 'old', pickup_date: '2030-01-10', created_at: '2030-01-01T09:00:00Z', status: 'completed' }),
        booking({ id: 'new', order_number: 'ADM-10043', created_at: '2030-03-01T09:00:00Z', status: 'ready_for_pickup' }),
        booking({ id: 'theirs', user: 'someone-else' }),
      ]),
    });
    renderApp(<BookingsRoute />);
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Pickup on March 5, 2030' })).toHaveAttribute('href', '/app/bookings/booking/new');
    expect(rows[0]).toHaveTextContent(/ADM-10043 · East Legon/);
    // Which orders are unpaid shows in the list itself.
    expect(rows[0]).toHaveTextContent(/GHC\s1,250\.50\s*Unpaid/);
    expect(within(rows[0]).getByText('Ready for Pickup')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Completed')).toBeInTheDocument();
  });

  it('says of each booking whether it is delivered or collected at the branch, in the words of the booking', async () => {
    api().on('GET', '/api/bookings/', {
      body: page([
        booking({ id: 'brought', order_number: 'ADM-10043', created_at: '2030-03-01T09:00:00Z' }),
        booking({ id: 'fetched', order_number: 'ADM-10042', created_at: '2030-02-01T09:00:00Z', handover: 'collection', dropoff_address: null }),
      ]),
    });
    renderApp(<BookingsRoute />);
    const rows = within(await screen.findByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Delivered to your dropoff address')).toBeInTheDocument();
    expect(within(rows[1]).getByText('You collect it at East Legon')).toBeInTheDocument();
  });

  it("shows the loading, 'NO BOOKINGS AVAILABLE.' and error states", async () => {
    const answer = deferred();
    api().on('GET', '/api/bookings/', async () => {
      await answer.promise;
      return { body: page([]) };
    });
    const { unmount } = renderApp(<BookingsRoute />);
    expect(spinner('Loading your bookings')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('NO BOOKINGS AVAILABLE.')).toBeInTheDocument();
    unmount();

    api().on('GET', '/api/bookings/', { status: 502, body: { detail: 'Bad gateway' } });
    renderApp(<BookingsRoute />);
    expect(await screen.findByText('We could not load your bookings.')).toBeInTheDocument();
  });
});

describe('booking detail', () => {
  it('shows the order number, branch, payment status, items and total, with the edit link while pending', async () => {
    api().on('GET', '/api/bookings/:id', { body: booking() });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByText('East Legon')).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('ADM-10042');
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Duvet' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Sub total/ })).toHaveTextContent(/GHC\s1,250\.50/);
    expect(screen.getByRole('link', { name: 'Edit Booking' })).toHaveAttribute('href', '/app/bookings/booking/k1/edit');
    expect(screen.queryByRole('button', { name: 'PAID' })).not.toBeInTheDocument();
    expect(api().requests.find((r) => r.path === '/api/bookings/k1')).toBeDefined();
  });

  it('tells of a pickup the business moved as the email did: that it moved, why, and from when to when', async () => {
    const move = {
      from: { date: '2030-03-03', window: '10:00', window_end: '12:00' },
      to: { date: '2030-03-05', window: '10:00', window_end: '12:00' },
      reason: 'East Legon branch is closed on Sun, Mar 3: Water outage',
      at: '2030-03-02T16:20:00.000Z',
    };
    api().on('GET', '/api/bookings/:id', { body: booking({ pickup_window: '10:00', pickup_window_end: '12:00', pickup_moves: [move] }) });
    renderApp(<BookingDetailRoute id="k1" />);
    const note = await screen.findByRole('note', { name: PICKUP_MOVED_WORDS.title });
    expect(note).toHaveTextContent(`We are sorry: ${move.reason}. From ${formatPickupWindow('2030-03-03', '10:00', '12:00')} to ${formatPickupWindow('2030-03-05', '10:00', '12:00')}.`);
    expect(note).toHaveTextContent('choose another with Edit Booking');
    // Said once: the notice, not a line of the details as well.
    expect(screen.queryByText('Pickup moved')).not.toBeInTheDocument();
  });

  it('keeps a moved pickup in the details once collected, or once the customer chose another time, without the notice', async () => {
    const move = {
      from: { date: '2030-03-03', window: null, window_end: null },
      to: { date: '2030-03-05', window: null, window_end: null },
      reason: 'East Legon branch is closed on Sun, Mar 3: Public holiday',
      at: '2030-03-02T16:20:00.000Z',
    };
    for (const changes of [{ status: 'picked_up' }, { pickup_date: '2030-03-06' }]) {
      api().on('GET', '/api/bookings/:id', { body: booking({ ...changes, pickup_moves: [move] }) });
      renderApp(<BookingDetailRoute id="k1" />);
      expect((await screen.findByText('Pickup moved')).nextSibling).toHaveTextContent(`We are sorry: ${move.reason}.`);
      expect(screen.queryByRole('note', { name: PICKUP_MOVED_WORDS.title })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the pickup fee as its own line with the total, or why pickup is free', async () => {
    api().on('GET', '/api/bookings/:id', { body: booking({ pickup_fee: '10.00', free_pickup_from_kg: 5, express_fee: '0.00', service_speed: 'standard' }) });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByRole('row', { name: /Pickup and delivery/ })).toHaveTextContent(/GHC\s10\.00/);
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent(/GHC\s1,260\.50/);
  });

  it("says 'Free with your package' when the booking spent a free pickup", async () => {
    api().on('GET', '/api/bookings/:id', {
      body: booking({
        pickup_fee: '0.00',
        pickup_free_with_package: true,
        free_pickup_from_kg: 5,
        booking_items: [{ id: 'i1', item_name: 'Shirt', quantity: 3, total: '0.00', covered_quantity: 3, covered_by: 'Solo' }],
      }),
    });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByRole('row', { name: /Pickup and delivery/ })).toHaveTextContent('Free with your package');
  });

  it('offers a WhatsApp chat that names the order number', async () => {
    api().on('GET', '/api/bookings/:id', { body: booking() });
    renderApp(<BookingDetailRoute id="k1" />);
    const chat = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/233242901234');
    expect(url.searchParams.get('text')).toBe('Hello Adom Laundry, I have a question about my order ADM-10042.');
  });

  it('lets a long payment reference break after its dash only', async () => {
    api().on('GET', '/api/bookings/:id', {
      body: booking({ status: 'washing', transaction: { reference: 'ADOM-3F9A1C07B2D45E68A1C0', payment_status: 'paid' } }),
    });
    renderApp(<BookingDetailRoute id="k1" />);
    const reference = await screen.findByText('ADOM-3F9A1C07B2D45E68A1C0');
    expect(reference.innerHTML).toBe('ADOM-<wbr>3F9A1C07B2D45E68A1C0');
  });

  it("says what a package covered under the line: 'Covered by Solo: 3 × Shirt'", async () => {
    api().on('GET', '/api/bookings/:id', {
      body: booking({
        sub_total: '1220.50',
        booking_items: [
          { id: 'i1', item_name: 'Shirt', quantity: 3, total: '0.00', covered_quantity: 3, covered_by: 'Solo' },
          { id: 'i2', item_name: 'Duvet', quantity: 1, total: '1220.50', covered_quantity: 0, covered_by: null },
        ],
      }),
    });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByText('Covered by Solo: 3 × Shirt')).toBeInTheDocument();
    expect(screen.getAllByText(/Covered by/)).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Sub total/ })).toHaveTextContent(/GHC\s1,220\.50/);
  });

  it('shows a disabled PAID button once paid, and no edit link once the order is ready', async () => {
    // Until it is ready the customer may still change delivery or collection (decision 072).
    api().on('GET', '/api/bookings/:id', {
      body: booking({ status: 'ready_for_delivery', transaction: { reference: 'ADM-123', payment_status: 'paid' } }),
    });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByRole('button', { name: 'PAID' })).toBeDisabled();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('ADM-123')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Booking' })).not.toBeInTheDocument();
  });

  it('shows no reference before a payment has started (checkout\'s placeholder is never a payment)', async () => {
    api().on('GET', '/api/bookings/:id', { body: booking({ transaction: { reference: 'ADOM-PLACEHOLDER', payment_status: 'unpaid' } }) });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByText('Reference')).not.toBeInTheDocument();
    expect(screen.queryByText('ADOM-PLACEHOLDER')).not.toBeInTheDocument();
  });

  it('shows the pickup and dropoff addresses, and cancels a pending booking after asking', async () => {
    let current = booking();
    api().on('GET', '/api/bookings/:id', () => ({ body: current }));
    api().on('GET', '/api/address/', {
      body: page([{ id: 'a1', address_name: 'Home', address: '12 Oxford St, Osu', street_name: null, city: 'Accra', town: 'Osu', user: customer.id }]),
    });
    api().on('POST', '/api/bookings/:id/cancel', () => {
      current = booking({ status: 'cancelled', events: [...current.events, { status: 'cancelled', at: '2030-03-02T09:00:00.000Z', note_for_customer: 'Cancelled by the customer' }] });
      return { body: current };
    });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(await screen.findByText('Pickup address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Pickup address').nextSibling).toHaveTextContent('Home: 12 Oxford St, Osu'));
    expect(screen.getByText('Dropoff address').nextSibling).toHaveTextContent('Home: 12 Oxford St, Osu');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(api().requests.find((r) => r.method === 'POST')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    expect(api().requests.find((r) => r.method === 'POST')?.path).toBe('/api/bookings/k1/cancel');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument());
  });

  it('shows a spinner while the booking loads', async () => {
    const answer = deferred();
    api().on('GET', '/api/bookings/:id', async () => {
      await answer.promise;
      return { body: booking() };
    });
    renderApp(<BookingDetailRoute id="k1" />);
    expect(spinner('Loading the booking')).toBeInTheDocument();
    expect(screen.queryByText('East Legon')).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('East Legon')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a booking that cannot be found as an error, without retrying it', async () => {
    api().on('GET', '/api/bookings/:id', { status: 404, body: { detail: 'Not found.' } });
    renderApp(<BookingDetailRoute id="nope" />);
    expect(await screen.findByText('We could not load this booking.')).toBeInTheDocument();
    expect(api().requests.filter((r) => r.path === '/api/bookings/nope')).toHaveLength(1);
  });
});

describe('following a booking', () => {
  it('shows where the booking is on the bar, and each step with its date and time in Accra', async () => {
    api().on('GET', '/api/bookings/:id', {
      body: booking({
        status: 'ready_for_delivery',
        events: [
          { status: 'pending', at: '2030-03-01T09:00:00.000Z', note_for_customer: null },
          { status: 'picked_up', at: '2030-03-05T09:41:00.000Z', note_for_customer: null },
          { status: 'ready_for_delivery', at: '2030-03-06T15:05:00.000Z', note_for_customer: 'On its way this evening' },
        ],
      }),
    });
    renderApp(<BookingDetailRoute id="k1" />);
    const bar = await screen.findByRole('list', { name: 'Progress' });
    const steps = within(bar).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pending (done)',
      'Picked Up (done)',
      'Washing (done)',
      'Packaging (done)',
      'Ready for Delivery (now)',
      'Completed',
    ]);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.textContent)).toEqual([
      'PendingMar 1, 2030, 9:00\u00a0AM',
      'Picked UpMar 5, 2030, 9:41\u00a0AM',
      'Ready for DeliveryMar 6, 2030, 3:05\u00a0PMOn its way this evening',
    ]);
    expect(screen.queryByRole('button', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it('shows a cancelled booking apart with its reason, and puts its items back in the basket with Book again', async () => {
    api().on('GET', '/api/bookings/:id', {
      body: booking({
        status: 'cancelled',
        events: [
          { status: 'pending', at: '2030-03-01T09:00:00.000Z', note_for_customer: null },
          { status: 'cancelled', at: '2030-03-02T10:00:00.000Z', note_for_customer: 'Our van broke down' },
        ],
      }),
    });
    api().on('POST', '/api/bookings/:id/book-again', {
      body: { added: [{ item_name: 'Shirt', quantity: 3 }], skipped: [{ item_name: 'Duvet', reason: 'No longer offered, so it was left out.' }] },
    });
    renderApp(<BookingDetailRoute id="k1" />);
    const cancelled = await screen.findByText('This booking was cancelled');
    expect(cancelled.parentElement).toHaveTextContent('Reason: Our van broke down');
    expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/basket'));
    expect(api().requests.filter((r) => r.method === 'POST' && r.path === '/api/bookings/k1/book-again')).toHaveLength(1);
    expect(await screen.findByText(/3 items added to your basket\.\s*Duvet: No longer offered/)).toBeInTheDocument();
  });
});

describe('booking edit form', () => {
  const home = { id: 'a1', address_name: 'Home', address: '12 Nii Sai Rd', street_name: null, city: null, town: null, user: customer.id };
  const office = { id: 'a2', address_name: 'Office', address: '4 La Crescent', street_name: null, city: null, town: null, user: customer.id };
  const day = (n: number) => addDays(todayInAccra(), n);
  const full = 'That pickup window is full; choose another.';
  const window = (start: string, end: string, remaining: number, unavailable: string | null = null) => ({ start, end, capacity: 6, remaining, unavailable });
  /** Today past its windows; day 1's 10:00 full (with the booking edited in it) and 14:00 full; day 2 closed; the rest open. */
  const slots = () => ({
    branch: 'br1',
    days: Array.from({ length: 14 }, (_, i) => {
      const date = day(i);
      if (i === 0) return { date, open: true, reason: null, windows: [window('08:00', '10:00', 0, 'That pickup window has already started; choose a later one.')] };
      if (i === 1) return { date, open: true, reason: null, windows: [window('10:00', '12:00', 0, full), window('14:00', '16:00', 0, full), window('16:00', '18:00', 6)] };
      if (i === 2) return { date, open: false, reason: CLOSED_WEEKDAY_REASON, windows: [] };
      return { date, open: true, reason: null, windows: [window('08:00', '10:00', 6)] };
    }),
  });
  beforeEach(() => api().on('GET', '/api/branches/:id/slots/', { body: slots() }));

  it("offers checkout's days and windows: closed days refused with the reason, the booking's own window kept, the window sent", async () => {
    api().on('GET', '/api/bookings/:id', { body: booking({ pickup_date: day(1), pickup_window: '10:00', pickup_window_end: '12:00' }) });
    api().on('GET', '/api/address/', { body: page([home, office]) });
    api().on('PATCH', '/api/bookings/:id', (req) => ({ body: booking(req.body) }));
    renderApp(<BookingEditRoute id="k1" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit booking' });
    expect(form).toHaveTextContent(`Pickup now: ${formatPickupDay(day(1))} · 10:00–12:00 at East Legon`);
    expect(within(form).queryByRole('textbox', { name: /date/i })).not.toBeInTheDocument();
    // The booking's window is full only because the booking holds it: it stays chosen.
    expect(await within(form).findByRole('radio', { name: formatPickupDay(day(1)) })).toBeChecked();
    const own = within(form).getByRole('radio', { name: /10:00–12:00/ });
    expect(own).toBeChecked();
    expect(own).toBeEnabled();
    expect(own).toHaveAccessibleDescription('Your booking');
    expect(within(form).getByRole('radio', { name: /14:00–16:00/ })).toBeDisabled();
    const closed = within(form).getByRole('radio', { name: formatPickupDay(day(2)) });
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription(CLOSED_WEEKDAY_REASON);

    await user.click(within(form).getByRole('radio', { name: formatPickupDay(day(3)) }));
    await user.click(within(form).getByRole('radio', { name: /08:00–10:00/ }));
    await user.selectOptions(within(form).getByLabelText('Dropoff address'), 'a2');
    await user.click(within(form).getByRole('button', { name: 'Save Booking' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/bookings/booking/k1'));
    expect(api().requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      pickup_date: day(3),
      pickup_window: '08:00',
      pickup_address: 'a1',
      handover: 'delivery',
      dropoff_address: 'a2',
      status: 'pending',
    });
  });

  it('once picked up, offers only delivery or collection, and sends the choice alone', async () => {
    api().on('GET', '/api/bookings/:id', { body: booking({ status: 'washing', pickup_date: day(1), pickup_window: '10:00', pickup_window_end: '12:00' }) });
    api().on('GET', '/api/address/', { body: page([home, office]) });
    api().on('PATCH', '/api/bookings/:id', (req) => ({ body: booking(req.body) }));
    renderApp(<BookingEditRoute id="k1" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit booking' });
    expect(within(form).queryByLabelText('Pickup address')).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Deliver to my address' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'I\'ll collect at East Legon' }));
    expect(within(form).queryByLabelText('Dropoff address')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Booking' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/bookings/booking/k1'));
    expect(api().requests.find((r) => r.method === 'PATCH')?.body).toEqual({ handover: 'collection', status: 'pending' });
  });

  it("shows SPEC's messages, a day closed since asks for another, and the server's refusal shows on the day", async () => {
    api().on('GET', '/api/bookings/:id', { body: booking({ pickup_date: day(2), pickup_window: null, pickup_window_end: null }) });
    api().on('GET', '/api/address/', { body: page([home, office]) });
    api().on('PATCH', '/api/bookings/:id', { status: 400, body: { pickup_date: ['The branch is closed on that day.'] } });
    renderApp(<BookingEditRoute id="k1" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit booking' });
    await within(form).findByRole('radio', { name: formatPickupDay(day(1)) });
    await user.selectOptions(within(form).getByLabelText('Pickup address'), '');
    await user.selectOptions(within(form).getByLabelText('Dropoff address'), '');
    await user.click(within(form).getByRole('button', { name: 'Save Booking' }));
    expect(await within(form).findByText(messages.booking.pickup_date)).toBeInTheDocument();
    expect(within(form).getByText(messages.booking.pickup_address)).toBeInTheDocument();
    expect(within(form).getByText(messages.booking.dropoff_address)).toBeInTheDocument();
    expect(api().requests.find((r) => r.method === 'PATCH')).toBeUndefined();

    await user.click(within(form).getByRole('radio', { name: formatPickupDay(day(1)) }));
    await user.click(within(form).getByRole('radio', { name: /16:00–18:00/ }));
    await user.selectOptions(within(form).getByLabelText('Pickup address'), 'a1');
    await user.selectOptions(within(form).getByLabelText('Dropoff address'), 'a1');
    await user.click(within(form).getByRole('button', { name: 'Save Booking' }));
    expect(await within(form).findByText('The branch is closed on that day.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a spinner while the booking and the addresses load', async () => {
    const answer = deferred();
    api().on('GET', '/api/bookings/:id', async () => {
      await answer.promise;
      return { body: booking() };
    });
    api().on('GET', '/api/address/', async () => {
      await answer.promise;
      return { body: page([home, office]) };
    });
    renderApp(<BookingEditRoute id="k1" />);
    expect(spinner('Loading the booking')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Booking' })).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByLabelText('Pickup address')).toHaveValue('a1');
    expect(screen.getByRole('button', { name: 'Save Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a booking that cannot be found as an error instead of the form', async () => {
    api().on('GET', '/api/bookings/:id', { status: 404, body: { detail: 'Not found.' } });
    api().on('GET', '/api/address/', { body: page([home, office]) });
    renderApp(<BookingEditRoute id="nope" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this booking.');
    expect(alert).toHaveTextContent('Not found.');
    expect(screen.queryByRole('button', { name: 'Save Booking' })).not.toBeInTheDocument();
  });

  it('shows failed addresses as an error and loads the form on Try Again', async () => {
    let calls = 0;
    api().on('GET', '/api/bookings/:id', { body: booking() });
    api().on('GET', '/api/address/', () => (++calls <= 4 ? { status: 503, body: { detail: 'Service unavailable' } } : { body: page([home, office]) }));
    renderApp(<BookingEditRoute id="k1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(alert).toHaveTextContent('We could not load your addresses.');
    expect(screen.queryByRole('button', { name: 'Save Booking' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Pickup address')).toHaveValue('a1');
    expect(screen.getByLabelText('Dropoff address')).toHaveValue('a1');
    expect(calls).toBe(5);
  });
});
