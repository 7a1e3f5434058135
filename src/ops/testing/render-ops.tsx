/**
 * Renders the console for tests the way the browser runs it: the theme, a fresh QueryClient with
 * the app's defaults (no backoff wait), the toaster, and a router location, with the API client
 * pointed at the real HTTP test server of `setupTestApi`.
 */
import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider, type History } from '@reach/router';
import { render } from '@testing-library/react';
import type { OpsBookingDetailDto, OpsBookingRowDto, OpsSummaryDto } from '@laundry-accra/domain/schemas/ops';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { createQueryClient } from '@/lib/query-client';
import type { SignedInUser } from '@/lib/signed-in-user';
import OpsConsole from '../console';

export { page } from '@/testing/api-server';
export { deferred, setupTestApi, spinner, storeTestSession } from '@/testing/test-session';

export const ACCRA = { id: '0b6f9d0e-1c52-4c4e-8a4e-000000000a01', name: 'Osu' };
export const KUMASI = { id: '0b6f9d0e-1c52-4c4e-8a4e-000000000a02', name: 'Adum' };

/** A staff member who works at every branch. */
export const clerk: SignedInUser = { id: '7a000000-0000-4000-8000-000000000001', name: 'Kofi Boateng', email: 'kofi@example.com', role: 'staff', branch: null, phone: null, sms_notifications: true, marketing_emails: true };

/** A customer, who has no business in the console. */
export const customerAccount: SignedInUser = { id: '7a000000-0000-4000-8000-000000000002', name: 'Ama Mensah', email: 'ama@example.com', role: 'customer', branch: null, phone: null, sms_notifications: true, marketing_emails: true };

/** An order as the board and the table list it. */
export function orderRow(changes: Partial<OpsBookingRowDto> = {}): OpsBookingRowDto {
  return {
    id: '9c000000-0000-4000-8000-000000010042',
    order_number: 'ADM-10042',
    customer: { id: customerAccount.id, name: 'Ama Mensah', email: 'ama@example.com', phone: '024 412 3456' },
    branch: ACCRA,
    pickup_date: '2026-11-24',
    pickup_window: null,
    pickup_window_end: null,
    status: 'picked_up',
    sub_total: '120.00',
    service_speed: 'standard',
    express_fee: '0.00',
    ready_by: null,
    payment_status: 'unpaid',
    item_count: 3,
    created_at: '2026-11-23T09:30:00.000Z',
    version: 3,
    ...changes,
  };
}

/** An order as its detail page shows it. */
export function orderDetail(changes: Partial<OpsBookingDetailDto> = {}): OpsBookingDetailDto {
  const row = orderRow(changes);
  const address = { id: '8d000000-0000-4000-8000-000000000001', address_name: 'Home', address: 'House 4, Oxford Street', street_name: null, city: 'Accra', town: 'Osu' };
  return {
    ...row,
    items: [{ id: '8e000000-0000-4000-8000-000000000001', item_name: 'Shirt', quantity: 3, total: '120.00', covered_quantity: 0, covered_by: null }],
    pickup_address: address,
    dropoff_address: address,
    transaction: {
      payment_status: row.payment_status,
      method: null,
      provider: null,
      reference: null,
      amount: row.sub_total,
      paid_at: null,
      received_by: null,
      refund_error: null,
      refund_instruction: null,
    },
    events: [
      { id: 1, from_status: null, to_status: 'pending', at: '2026-11-23T09:30:00.000Z', actor: null, note: null },
      { id: 2, from_status: 'pending', to_status: 'picked_up', at: '2026-11-24T08:15:00.000Z', actor: { id: clerk.id, name: clerk.name }, note: null },
    ],
    notifications: [],
    next_statuses: ['washing', 'cancelled'],
    ...changes,
  };
}

/** A quiet day's figures. */
export const summary: OpsSummaryDto = {
  date: '2026-11-24',
  bookings_by_status: { picked_up: 1 },
  pickups_today: 1,
  pickups_tomorrow: 0,
  unpaid: { count: 1, total: '120.00' },
  takings_by_method: {},
};

/** Renders the whole console at `path`; returns the router's history. */
export function renderConsole(path: string): History {
  const history = createHistory(createMemorySource(path));
  render(
    <ThemeProvider>
      <LocationProvider history={history}>
        <OpsConsole queryClient={createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } })} />
      </LocationProvider>
    </ThemeProvider>,
  );
  return history;
}
