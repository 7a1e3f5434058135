/**
 * The Orders table's filters, sort and page as they live in the URL's query string, so that back,
 * forward, a reload and a shared link all show the same orders.
 */
import type { OpsBookingOrdering, OpsBookingsQuery } from '@laundry-accra/domain/schemas/ops';
import { BOOKING_STATUSES, type BookingStatus } from '@laundry-accra/domain/statuses';
import { PAYMENT_STATES, type PaymentStateName } from '@laundry-accra/domain/payment-state';
import { isCalendarDate } from '@laundry-accra/domain/dates';

/** Rows per page of the table. */
export const ORDERS_PAGE_SIZE = 20;

/** The columns the table sorts by (each also reversed, '-pickup_date'); the API's orderings. */
export const SORT_COLUMNS = ['order_number', 'pickup_date', 'sub_total'] as const satisfies readonly OpsBookingOrdering[];
export type SortColumn = (typeof SORT_COLUMNS)[number];

const ORDERINGS: readonly OpsBookingOrdering[] = SORT_COLUMNS.flatMap((column) => [column, `-${column}` as const]);

/** The filters a URL can carry; anything it does not recognise is left out. */
export interface OrdersFilters {
  status?: BookingStatus;
  branch?: string;
  /** The payment state the table's Payment column shows (decision 085). */
  payment_state?: PaymentStateName;
  pickup_date_from?: string;
  pickup_date_to?: string;
  search?: string;
  ordering?: OpsBookingOrdering;
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const text = (value: string | null) => value?.trim() || undefined;

const date = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/** Reads the filters from a query string ('?status=washing&page=2'). */
export function filtersFromSearch(search: string): OrdersFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    branch: text(params.get('branch')),
    // A link saved before the filter read payment states: 'paid', 'unpaid' and 'refunded' are states too.
    payment_state: oneOf(PAYMENT_STATES, params.get('payment_state') ?? params.get('payment_status')),
    pickup_date_from: date(params.get('pickup_date_from')),
    pickup_date_to: date(params.get('pickup_date_to')),
    search: text(params.get('search')),
    ordering: oneOf(ORDERINGS, params.get('ordering')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** Writes the filters back as a query string, in a stable order, leaving out what is unset. */
export function searchFromFilters(filters: OrdersFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API query of a page of the table. */
export const apiQuery = (filters: OrdersFilters): OpsBookingsQuery => ({ ...filters, page_size: ORDERS_PAGE_SIZE });

/** The ordering after a click on a column's sort button: ascending first, then descending. */
export function nextOrdering(current: OpsBookingOrdering | undefined, column: SortColumn): OpsBookingOrdering {
  return current === column ? `-${column}` : column;
}
