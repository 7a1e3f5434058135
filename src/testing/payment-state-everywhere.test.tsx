/**
 * One order, one money story: the same fixture order, in each payment state, rendered on every
 * screen that shows an order (the customer's dashboard, bookings list, booking page and new-booking
 * card; the console's board, today's pickups, orders table, order page, customer page and ticket).
 * Each must show the order's total and the state the server computed, and nothing else about its
 * payment: no screen works money out for itself.
 */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { formatMoney } from '@laundry-accra/domain/format';
import { PAYMENT_STATES, paymentStateLabel, type PaymentState, type PaymentStateName } from '@laundry-accra/domain/payment-state';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { AppProviders } from '@/lib/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { RecentBookings } from '@/app/features/dashboard/components/recent-bookings';
import { BookingList } from '@/app/features/bookings/components/booking-list';
import { BookingDetail } from '@/app/features/bookings/components/booking-detail';
import { NewBookingCard } from '@/app/features/bookings/components/new-booking-card';
import { ACCRA, KUMASI, clerk, orderDetail, orderRow, page, renderConsole, setupTestApi, storeTestSession, summary } from '@/ops/testing/render-ops';
import { customerBooking } from './fixtures/customer';
import { customerDetail } from './fixtures/ops';
import { TODAY } from './fixtures/clock';

/** The order in each state: what it costs and what the server says of its payment. */
const ORDERS: Record<PaymentStateName, { total: string; payment_state: PaymentState; status: 'washing' | 'cancelled' }> = {
  unpaid: { total: '106.00', payment_state: { state: 'unpaid', amount: null }, status: 'washing' },
  paid: { total: '106.00', payment_state: { state: 'paid', amount: null }, status: 'washing' },
  balance_due: { total: '67.50', payment_state: { state: 'balance_due', amount: '30.50' }, status: 'washing' },
  refund_due: { total: '67.50', payment_state: { state: 'refund_due', amount: '22.50' }, status: 'washing' },
  covered: { total: '0.00', payment_state: { state: 'covered', amount: null }, status: 'washing' },
  nothing_due: { total: '0.00', payment_state: { state: 'nothing_due', amount: null }, status: 'washing' },
  refunded: { total: '106.00', payment_state: { state: 'refunded', amount: null }, status: 'cancelled' },
};

const api = setupTestApi();

/** Text as the matchers read it: the money's non-breaking space as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** What every screen must show of the order: its total, and its state in the shared words. */
function expectMoneyStory(where: HTMLElement, state: PaymentStateName) {
  const order = ORDERS[state];
  const shown = within(where).getAllByText((_, element) => element?.getAttribute('data-ui') === 'payment-state');
  expect(shown.map((element) => element.getAttribute('data-state'))).toEqual(shown.map(() => state));
  for (const element of shown) {
    expect(element).toHaveTextContent(plain(formatMoney(order.total)));
    expect(element).toHaveTextContent(plain(paymentStateLabel(order.payment_state)));
  }
}

function renderInApp(ui: React.ReactElement) {
  const queryClient = createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } });
  return render(
    <ThemeProvider>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </ThemeProvider>,
  );
}

const consoleRow = (state: PaymentStateName): OpsBookingRowDto =>
  orderRow({ pickup_date: TODAY, ...ORDERS[state] });

describe.each(PAYMENT_STATES)('an order %s', (state) => {
  const booking = customerBooking(1, ORDERS[state]);

  it("reads the same on the customer's dashboard, bookings list, booking page and new-booking card", () => {
    const { container, unmount } = renderInApp(
      <>
        <RecentBookings bookings={[booking]} />
        <BookingList bookings={[booking]} />
        <BookingDetail booking={booking} />
        <NewBookingCard booking={booking} />
      </>,
    );
    expect(container.querySelectorAll('[data-ui="payment-state"]')).toHaveLength(4);
    expectMoneyStory(container, state);
    unmount();
  });

  describe('in the console', () => {
    beforeEach(() => {
      storeTestSession(clerk);
      api().on('GET', '/api/users/me', { body: clerk });
      api().on('GET', '/api/branches/', { body: page([ACCRA, KUMASI]) });
      api().on('GET', '/api/ops/summary/', { body: summary });
      api().on('GET', '/api/ops/bookings/', (request) => ({
        body: page(!request.query.get('status') || request.query.get('status') === consoleRow(state).status ? [consoleRow(state)] : []),
      }));
      api().on('GET', '/api/ops/bookings/:id', { body: orderDetail(consoleRow(state)) });
      api().on('GET', '/api/ops/customers/:id', { body: { ...customerDetail, bookings: [consoleRow(state)] } });
    });

    it('reads the same on the orders table', async () => {
      renderConsole('/ops/orders');
      const table = await screen.findByRole('table', { name: 'Orders' });
      expectMoneyStory(await within(table).findByRole('row', { name: /ADM-10042/ }), state);
    });

    // A cancelled order (the refunded one) has left the board and the day's pickups.
    (state === 'refunded' ? it.skip : it)("reads the same on the board and today's pickups", async () => {
      renderConsole('/ops/');
      expectMoneyStory(await screen.findByRole('article', { name: 'ADM-10042' }), state);
      expectMoneyStory(await screen.findByRole('list', { name: "Today's pickups" }), state);
    });

    it('reads the same on the order page', async () => {
      renderConsole('/ops/orders/9c000000-0000-4000-8000-000000010042');
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expectMoneyStory(payment, state);
    });

    it('reads the same on the customer page', async () => {
      renderConsole(`/ops/customers/${customerDetail.id}`);
      const row = await screen.findByRole('row', { name: /ADM-10042/ });
      expectMoneyStory(row, state);
    });

    it('reads the same on the ticket, in capitals for the printer', async () => {
      renderConsole('/ops/orders/9c000000-0000-4000-8000-000000010042/ticket');
      const ticket = await screen.findByRole('article', { name: 'Ticket of ADM-10042' });
      const { total, payment_state } = ORDERS[state];
      expect(ticket).toHaveTextContent(plain(`TOTAL ${formatMoney(total)} · ${paymentStateLabel(payment_state).toUpperCase()}`));
    });
  });
});
