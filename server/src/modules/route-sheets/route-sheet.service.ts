/**
 * The route sheet (`GET /api/ops/routes/`): one branch's pickups of a day, in one window or all
 * of them, in the order a rider takes them. The order is the domain's nearest neighbour from the
 * branch's map point (route-order.ts, docs/decisions/018-route-order.md); for the whole day each
 * window is its own round from the branch, windows in time order, since the rider brings each
 * window's bags back before the next. Cancelled bookings are not on it; every other booking of
 * the window is, with its status, so a sheet printed in the morning and one looked at later agree.
 */
import { formatOrderNumber } from '@laundry-accra/domain/order-numbers';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { nearestNeighbourRoute } from '@laundry-accra/domain/route-order';
import type { RouteSheetDto, RouteSheetQuery, RouteStopDto, RouteWindowDto } from '@laundry-accra/domain/schemas/route-sheet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { routeSheetRepository } from './route-sheet.repository';
import { pointOf, riderFacts } from './rider-address';
import { badRequest, notFound } from '../../lib/http-errors';
import { isInBranchScope, type BranchScope } from '../ops/staff-access';

/** The answer when an admin (every branch) names none. */
export const CHOOSE_A_BRANCH = 'Choose a branch.';

const degrees = (stored: string | null): number | null => (stored === null ? null : Number(stored));
/** Kilometres to 0.1 km: what a rider reads, and the same number on every copy of the API. */
const tenths = (km: number) => Math.round(km * 10) / 10;

/** The route sheet queries on `db`. */
export function routeSheetService(db: Db) {
  const sheets = routeSheetRepository(db);
  /** The branch's pickup windows of the date's weekday, and any other window its bookings hold, with their pickups. */
  async function windowsOf(branchId: string, date: string): Promise<RouteWindowDto[]> {
    const [planned, booked] = await Promise.all([sheets.plannedWindows(branchId, date), sheets.bookedWindows(branchId, date)]);
    const windows = new Map<string, RouteWindowDto>();
    for (const w of planned) windows.set(w.start, { start: w.start, end: w.end, pickups: 0 });
    for (const b of booked) {
      if (!b.start) continue;
      const known = windows.get(b.start);
      windows.set(b.start, { start: b.start, end: known?.end ?? b.end ?? b.start, pickups: b.n });
    }
    return [...windows.values()].sort((a, b) => a.start.localeCompare(b.start));
  }

  return {
    /**
     * The sheet a staff member asked for: `branch` must be inside their scope (another branch, or
     * one that does not exist, is 404); without it, theirs (an admin must name one: 400).
     */
    async forStaff(scope: BranchScope, query: RouteSheetQuery): Promise<RouteSheetDto> {
      const branchId = query.branch ?? scope.branchId;
      if (!branchId) throw badRequest({ branch: [CHOOSE_A_BRANCH] });
      const branch = await sheets.branch(branchId);
      if (!branch || !isInBranchScope(scope, branch.id)) throw notFound();
      const date = query.date ?? todayInAccra();
      const window = query.window ?? null;

      const [rows, windows] = await Promise.all([
        sheets.pickups(branch.id, date, window),
        windowsOf(branch.id, date),
      ]);

      const start = pointOf(branch);
      // One round per window, in time order (rows come sorted by window); bookings made before
      // windows existed (no window) are the last round.
      const rounds = new Map<string | null, typeof rows>();
      for (const row of rows) rounds.set(row.pickupWindow, [...(rounds.get(row.pickupWindow) ?? []), row]);
      const stops: RouteStopDto[] = [];
      let totalKm: number | null = null;
      for (const round of rounds.values()) {
        const routed = nearestNeighbourRoute(
          start,
          round.map((row) => ({ row, point: pointOf(row.address) })),
        );
        for (const { stop, legKm } of routed) {
          const a = stop.row.address;
          const row = stop.row;
          const rider = riderFacts(a);
          if (legKm !== null) totalKm = (totalKm ?? 0) + legKm;
          stops.push({
            position: stops.length + 1,
            booking: row.id,
            order_number: formatOrderNumber(row.orderNumber),
            status: row.status,
            handover: row.handover,
            pickup_window: row.pickupWindow,
            pickup_window_end: row.pickupWindowEnd,
            customer: { name: row.customerName, phone: row.customerPhone },
            rider_phone: rider.rider_phone,
            address: {
              address_name: a.addressName,
              address: a.address,
              street_name: a.streetName,
              town: a.town,
              city: a.city,
              landmark: rider.landmark,
              digital_address: rider.digital_address,
              latitude: degrees(a.latitude),
              longitude: degrees(a.longitude),
            },
            map_link: rider.map_link,
            leg_km: legKm === null ? null : tenths(legKm),
          });
        }
      }

      return {
        branch: {
          id: branch.id,
          name: branch.name,
          address: branch.address,
          latitude: degrees(branch.latitude),
          longitude: degrees(branch.longitude),
        },
        date,
        window,
        windows,
        stops,
        total_km: totalKm === null ? null : tenths(totalKm),
      };
    },
  };
}

export type RouteSheetService = ReturnType<typeof routeSheetService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The route sheets of the staff console. */
    routeSheets: RouteSheetService;
  }
}

/** Decorates `app.routeSheets`. */
export default fp(
  async function routeSheetPlugin(app: FastifyInstance) {
    app.decorate('routeSheets', routeSheetService(app.db));
  },
  { name: 'route-sheets', dependencies: ['database'] },
);
