/**
 * The CSV downloads of the reports and of the orders table, written by csv-stringify (RFC 4180
 * quoting: a name with commas, quotes or line breaks comes back whole from a spreadsheet). Amounts
 * are plain numbers ("25.00", no currency sign), dates ISO (YYYY-MM-DD, instants in UTC). Text that
 * a spreadsheet would run as a formula is written as text (toCsv).
 */
import type { BookingsReportDto, TakingsReportDto } from '@laundry-accra/domain/schemas/back-office';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { stringify } from 'csv-stringify/sync';
import { paymentStateLabel } from '@laundry-accra/domain/payment-state';
import { HANDOVER_LABELS, HANDOVERS } from '@laundry-accra/domain/handover';

/** A figure as the reports write it ('25.00', '-5.00', '3'): a spreadsheet reads it as a number. */
const FIGURE = /^-?\d+(\.\d+)?$/;

/**
 * Rows to CSV text with a header line. This is the one writer of every CSV download: a cell that
 * begins with =, +, -, @, a tab or a carriage return (a customer's name or email, an item's name)
 * would run as a formula in the spreadsheet that opens it, so it gets a leading single quote, as
 * OWASP recommends (csv-stringify's `escape_formulas`). A figure is left as it is: a negative
 * amount is a number, not a formula.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return stringify([header, ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    escape_formulas: true,
    cast: { string: (value) => (FIGURE.test(value) ? { value, escape_formulas: false } : value) },
  });
}

/** One line per period, then the totals. */
export function takingsCsv(report: TakingsReportDto): string {
  const columns = [
    'online', 'cash', 'mobile_money', 'mobile_money_mtn', 'mobile_money_telecel', 'mobile_money_airteltigo', 'card_terminal', 'refunds', 'net',
  ] as const;
  return toCsv(
    ['period', ...columns],
    [...report.rows.map((row) => [row.period, ...columns.map((c) => row[c])]), ['total', ...columns.map((c) => report.totals[c])]],
  );
}

/** The bookings report as sections of one table: section, name, bookings, quantity, amount. */
export function bookingsCsv(report: BookingsReportDto): string {
  const rows: (string | number | null)[][] = [
    ['summary', 'bookings', report.bookings, null, null, null],
    ['summary', 'average_order_value', null, null, report.average_order_value, null],
    ['summary', 'new_customers', report.new_customers, null, null, null],
    ['summary', 'returning_customers', report.returning_customers, null, null, null],
    ...Object.entries(report.by_status).map(([status, n]) => ['status', status, n, null, null, null]),
    // Delivery or collection, in the words of the board and the order (decision 072).
    ...HANDOVERS.map((handover) => ['handover', HANDOVER_LABELS[handover], report.by_handover[handover], null, null, null]),
    ...report.by_branch.map((b) => ['branch', b.branch, b.bookings, null, b.value, null]),
    // The quantity in its unit (4.5 with unit m2), so kilos and square metres are never read as pieces.
    ...report.top_items_by_quantity.map((t) => ['top_by_quantity', t.item, null, t.quantity, t.revenue, t.unit]),
    ...report.top_items_by_revenue.map((t) => ['top_by_revenue', t.item, null, t.quantity, t.revenue, t.unit]),
  ];
  return toCsv(['section', 'name', 'bookings', 'quantity', 'amount', 'unit'], rows);
}

/** The orders table as the console filters it. */
export function ordersCsv(rows: OpsBookingRowDto[]): string {
  return toCsv(
    [
      'order_number', 'customer', 'email', 'phone', 'branch', 'pickup_date', 'status', 'payment_status', 'pieces',
      'sub_total', 'express_fee', 'pickup_fee', 'total', 'amount_due', 'payment', 'created_at', 'kg', 'm2', 'pairs', 'jobs',
      'handover',
    ],
    rows.map((r) => [
      r.order_number,
      r.customer.name,
      r.customer.email,
      r.customer.phone,
      r.branch.name,
      r.pickup_date,
      r.status,
      r.payment_status,
      r.item_count,
      r.sub_total,
      r.express_fee,
      r.pickup_fee,
      r.total,
      r.amount_due ?? '',
      paymentStateLabel(r.payment_state),
      r.created_at,
      // Each unit summed as itself, after the columns older readers know.
      ...(['kg', 'm2', 'pair', 'job'] as const).map((unit) => r.quantities.find((q) => q.unit === unit)?.quantity ?? 0),
      // How it comes back, in the words of the board and the order (decision 072).
      HANDOVER_LABELS[r.handover],
    ]),
  );
}
