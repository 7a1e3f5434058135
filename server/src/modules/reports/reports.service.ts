/**
 * The owner's reports (`/api/ops/reports/`): takings per period and the bookings report. Each is
 * ONE SQL statement that sums in the database (no summing over rows in JavaScript), so a 90-day
 * report over 100,000 bookings and transactions answers in milliseconds (`npm run bench:reports`).
 *
 * Days are Accra's. Takings count money when it came in (received at the counter, else paid
 * online), by method and mobile money also by network, each payment of an order paid in parts
 * on its own and cash for what it counted (not the change handed back), for transactions whose money moved (paid, refunded or owed back); refunds
 * (whole, or part of a payment after weighing) count on the day the refund went through. A
 * branch's takings are its bookings'; subscriptions belong to no branch, so only the every-branch report counts them. The bookings report counts
 * bookings made (created) in the range; cancelled ones appear under their status and nowhere else.
 */
import type { ItemUnit } from '@laundry-accra/domain/units';
import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { PAYMENT_METHODS } from '@laundry-accra/domain/payments';
import { MOBILE_MONEY_NETWORKS } from '@laundry-accra/domain/counter-payment';
import { BOOKING_STATUSES, MONEY_MOVED_STATUSES } from '@laundry-accra/domain/statuses';
import { HANDOVERS, type Handover } from '@laundry-accra/domain/handover';
import type {
  BookingsReportDto,
  ReportGroup,
  ReportQuery,
  TakingsReportDto,
  TakingsRowDto,
} from '@laundry-accra/domain/schemas/back-office';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { isInBranchScope, type BranchScope } from '../ops/staff-access';
import { jsonColumn } from '../../lib/json-column';

/** The longest range a report covers (two years of days). */
export const REPORT_MAX_DAYS = 731;

/** A report's range, group and branch once checked against the caller's scope. */
export interface ReportWindow {
  from: string;
  to: string;
  group: ReportGroup;
  branchId: string | null;
}

const movedList = sql.raw(MONEY_MOVED_STATUSES.map((s) => `'${s}'`).join(', '));

/** Result rows of the drivers (pg and PGlite) as plain objects. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** The takings report's one statement: sums per period and method, refunds per period. */
export function takingsStatement(w: ReportWindow): SQL {
  const tz = BUSINESS_TIME_ZONE;
  const unit = sql.raw(`'${w.group}'`);
  // One branch's money is its bookings' (an index-only scan of bookings_branch_idx).
  const ofBranch = (bookingId: SQL) =>
    w.branchId === null ? sql`` : sql`and ${bookingId} in (select b.id from bookings b where b.branch_id = ${w.branchId}::uuid)`;
  // The range as instants: Accra's midnight of `from` to the midnight after `to`, so the
  // timestamp indexes apply.
  const start = sql`(${w.from}::date::timestamp at time zone ${tz})`;
  const end = sql`((${w.to}::date + 1)::timestamp at time zone ${tz})`;
  const methodColumns = sql.join(
    [
      ...PAYMENT_METHODS.map((method) => sql`coalesce(sum(m.amount) filter (where m.method = ${method}), 0)::bigint as ${sql.identifier(method)}`),
      // Mobile money once more, by network (decision 074).
      ...MOBILE_MONEY_NETWORKS.map(
        (network) =>
          sql`coalesce(sum(m.amount) filter (where m.method = 'mobile_money' and m.network = ${network}), 0)::bigint as ${sql.identifier(`mobile_money_${network}`)}`,
      ),
    ],
    sql`, `,
  );
  const taken = sql`coalesce(t.received_at, t.paid_at)`;
  // The money of the range as events, each read from an index that holds all it needs (migration
  // 0028, decision 084): what came in on the day it came in, whole refunds on the day they went
  // back, parts given back after weighing on theirs. The events are summed per period and method
  // before they meet the calendar of periods.
  return sql`
    with periods as (
      select generate_series(date_trunc(${unit}, ${w.from}::date::timestamp), ${w.to}::date::timestamp, ('1 ' || ${unit})::interval)::date as period
    ),
    events as (
      select ${taken} as at, t.method, t.mobile_money_network as network, t.amount_pesewas as amount, 0 as refund
      from payment_transactions t
      where t.payment_status in (${movedList}) and ${taken} >= ${start} and ${taken} < ${end}
        ${ofBranch(sql`t.booking_id`)}
      union all
      -- A payment refunded after part of it went back (weighed less) gave back only the rest.
      select t.refunded_at, t.method, t.mobile_money_network, 0, t.amount_pesewas - coalesce((
               select sum(pr.amount_pesewas) from partial_refunds pr
               where pr.payment_transaction_id = t.id and pr.status = 'refunded'), 0)
      from payment_transactions t
      where t.payment_status = 'refunded' and t.refunded_at >= ${start} and t.refunded_at < ${end}
        ${ofBranch(sql`t.booking_id`)}
      union all
      -- Part of a payment given back through the gateway after weighing, on the day it went back.
      select pr.refunded_at, t.method, t.mobile_money_network, 0, pr.amount_pesewas
      from partial_refunds pr
      join payment_transactions t on t.id = pr.payment_transaction_id
      where pr.status = 'refunded' and pr.refunded_at >= ${start} and pr.refunded_at < ${end}
        ${ofBranch(sql`pr.booking_id`)}
    ),
    moves as (
      select date_trunc(${unit}, e.at at time zone ${tz})::date as period, e.method, e.network,
             sum(e.amount) as amount, sum(e.refund) as refund
      from events e
      group by 1, 2, 3
    )
    select to_char(p.period, 'YYYY-MM-DD') as period, ${methodColumns},
           coalesce(sum(m.refund), 0)::bigint as refunds
    from periods p left join moves m on m.period = p.period
    group by p.period
    order by p.period`;
}

/** The bookings report's one statement: counts, values, top items and customers of the range. */
export function bookingsStatement(w: ReportWindow): SQL {
  const tz = BUSINESS_TIME_ZONE;
  const start = sql`(${w.from}::date::timestamp at time zone ${tz})`;
  const end = sql`((${w.to}::date + 1)::timestamp at time zone ${tz})`;
  const branchFilter = w.branchId === null ? sql`true` : sql`b.branch_id = ${w.branchId}::uuid`;
  // The ten items of `sold` first by `order`, as JSON.
  const topItems = (order: SQL) => sql`
    (select coalesce(json_agg(json_build_object('item', t.item_name, 'unit', t.unit, 'quantity', t.quantity, 'revenue', t.revenue::text)), '[]'::json)
     from (select item_name, unit, quantity, revenue from sold order by ${order}, item_name limit 10) t)`;
  return sql`
    with scoped as (
      -- An order's value is what the customer pays for it: items, Express and pickup fees.
      -- An index-only scan of bookings_report_idx (decision 084).
      select id, user_id, branch_id, status, handover, sub_total + express_fee + pickup_fee as total from bookings b
      where created_at >= ${start} and created_at < ${end} and ${branchFilter}
    ),
    -- The range's bookings counted and summed once per branch, status and handover (a few rows),
    -- from which the count, the statuses, the handovers, the branches and the average order value follow.
    groups as (
      select branch_id, status, handover, count(*)::int as n, sum(total) as value from scoped group by branch_id, status, handover
    ),
    -- Each customer's first booking looked up once (materialized: the two counts below would
    -- otherwise each look it up again).
    customers as materialized (
      select c.user_id, (select min(b.created_at) from bookings b where b.user_id = c.user_id) as first_at
      from (select distinct user_id from scoped) c
    ),
    -- The range's lines summed per item once, for both top tens. Joined from bookings rather
    -- than from scoped, whose columns the planner has no statistics for (decision 059). Each
    -- unit summed as itself: kilos and square metres keep their tenths.
    sold as (
      select bi.item_name, bi.unit, sum(bi.quantity) as quantity, sum(bi.total) as revenue
      from bookings b join booking_items bi on bi.booking_id = b.id
      where b.created_at >= ${start} and b.created_at < ${end} and ${branchFilter} and b.status <> 'cancelled'
      group by bi.item_name, bi.unit
    )
    select
      (select coalesce(sum(n), 0)::int from groups) as bookings,
      (select coalesce(json_object_agg(status, n), '{}'::json) from (select status, sum(n)::int as n from groups group by status) s) as by_status,
      (select coalesce(json_object_agg(handover, n), '{}'::json) from (select handover, sum(n)::int as n from groups group by handover) h) as by_handover,
      (select coalesce(json_agg(json_build_object('branch', br.name, 'bookings', x.n, 'value', x.value::text) order by br.name), '[]'::json)
         from (select branch_id, sum(n)::int as n, coalesce(sum(value) filter (where status <> 'cancelled'), 0.00) as value
               from groups group by branch_id) x
         join branches br on br.id = x.branch_id) as by_branch,
      -- What avg() computes (the sum divided by the count), over the groups' sums.
      (select coalesce(round(sum(value) filter (where status <> 'cancelled') / nullif(sum(n) filter (where status <> 'cancelled'), 0), 2), 0.00)::text
         from groups) as average_order_value,
      ${topItems(sql`quantity desc`)} as top_items_by_quantity,
      ${topItems(sql`revenue desc`)} as top_items_by_revenue,
      c.new_customers, c.returning_customers
    from (select (count(*) filter (where first_at >= ${start}))::int as new_customers,
                 (count(*) filter (where first_at < ${start}))::int as returning_customers
          from customers) c`;
}

/** The reports on `db`. */
export function reportsService(db: Db) {
  /** The range and branch a caller may see: staff bound to a branch see only theirs (else 404). */
  function windowOf(scope: BranchScope, query: ReportQuery): ReportWindow {
    if (query.from > query.to) throw badRequest({ to: ['Choose a day on or after the first day.'] });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days >= REPORT_MAX_DAYS) throw badRequest({ to: [`Choose a range of at most ${REPORT_MAX_DAYS} days.`] });
    if (query.branch && !isInBranchScope(scope, query.branch)) throw notFound();
    return { from: query.from, to: query.to, group: query.group ?? 'day', branchId: query.branch ?? scope.branchId };
  }

  async function takings(scope: BranchScope, query: ReportQuery): Promise<TakingsReportDto> {
    const w = windowOf(scope, query);
    const result = await db.execute(takingsStatement(w));
    const rows = rowsOf<Record<string, string | number>>(result).map((r): TakingsRowDto => {
      const pesewas = (key: string) => Number(r[key]);
      const taken = PAYMENT_METHODS.reduce((sum, method) => sum + pesewas(method), 0);
      return {
        period: String(r.period),
        online: fromPesewas(pesewas('online')),
        cash: fromPesewas(pesewas('cash')),
        mobile_money: fromPesewas(pesewas('mobile_money')),
        mobile_money_mtn: fromPesewas(pesewas('mobile_money_mtn')),
        mobile_money_telecel: fromPesewas(pesewas('mobile_money_telecel')),
        mobile_money_airteltigo: fromPesewas(pesewas('mobile_money_airteltigo')),
        card_terminal: fromPesewas(pesewas('card_terminal')),
        refunds: fromPesewas(pesewas('refunds')),
        net: fromPesewas(taken - pesewas('refunds')),
      };
    });
    // Totals add up the few period rows the database summed (at most REPORT_MAX_DAYS).
    const total = (key: keyof Omit<TakingsRowDto, 'period'>) =>
      fromPesewas(rows.reduce((sum, row) => sum + toPesewas(row[key]), 0));
    return {
      from: w.from,
      to: w.to,
      group: w.group,
      branch: w.branchId,
      rows,
      totals: {
        online: total('online'),
        cash: total('cash'),
        mobile_money: total('mobile_money'),
        mobile_money_mtn: total('mobile_money_mtn'),
        mobile_money_telecel: total('mobile_money_telecel'),
        mobile_money_airteltigo: total('mobile_money_airteltigo'),
        card_terminal: total('card_terminal'),
        refunds: total('refunds'),
        net: total('net'),
      },
    };
  }

  async function bookingsReport(scope: BranchScope, query: ReportQuery): Promise<BookingsReportDto> {
    const w = windowOf(scope, query);
    const result = await db.execute(bookingsStatement(w));
    const [row] = rowsOf<Record<string, unknown>>(result);
    const json = jsonColumn;
    type ItemRankRow = { item: string; unit: ItemUnit; quantity: number | string; revenue: string };
    const itemRank = (t: ItemRankRow) => ({ ...t, quantity: Number(t.quantity), revenue: fromPesewas(toPesewas(t.revenue)) });
    const counted = json<Record<string, number>>(row.by_status);
    const handedOver = json<Record<string, number>>(row.by_handover);
    const money = (value: string) => fromPesewas(toPesewas(value));
    return {
      from: w.from,
      to: w.to,
      branch: w.branchId,
      bookings: Number(row.bookings),
      by_status: Object.fromEntries(BOOKING_STATUSES.map((status) => [status, counted[status] ?? 0])),
      by_handover: Object.fromEntries(HANDOVERS.map((handover) => [handover, handedOver[handover] ?? 0])) as Record<Handover, number>,
      by_branch: json<{ branch: string; bookings: number; value: string }[]>(row.by_branch).map((b) => ({ ...b, value: money(b.value) })),
      average_order_value: money(String(row.average_order_value)),
      top_items_by_quantity: json<ItemRankRow[]>(row.top_items_by_quantity).map(itemRank),
      top_items_by_revenue: json<ItemRankRow[]>(row.top_items_by_revenue).map(itemRank),
      new_customers: Number(row.new_customers),
      returning_customers: Number(row.returning_customers),
    };
  }

  return { takings, bookings: bookingsReport };
}

export type ReportsService = ReturnType<typeof reportsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's reports: takings and bookings, one SQL statement each. */
    reports: ReportsService;
  }
}

/** Decorates `app.reports`. */
export default fp(
  async function reportsPlugin(app: FastifyInstance) {
    app.decorate('reports', reportsService(app.db));
  },
  { name: 'reports', dependencies: ['database'] },
);
