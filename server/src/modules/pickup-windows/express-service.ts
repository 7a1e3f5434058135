/**
 * Same-Day Express on the database: a branch's Express settings (surcharge and places per
 * pickup day), which windows of a day Express fits, a booking's ready time, and the
 * reservation of an Express place at checkout and on a reschedule. The rules themselves are the
 * shared domain's (service-speed.ts).
 *
 * The day's Express capacity is held like a window's: lock the branch's Express row (FOR UPDATE),
 * then count that day's Express bookings that are not cancelled, inside the booking's
 * transaction. Checkout always locks the window first and the Express row second, so two
 * checkouts never wait on each other in opposite orders. Like the window, checkout chooses first
 * without locking (chooseServiceSpeed) and locks and counts last, its own booking among those
 * counted, just before the commit (holdServiceSpeed).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays } from '@laundry-accra/domain/dates';
import {
  EXPRESS_DEFAULTS,
  EXPRESS_LIMITS,
  readyBy,
  SERVICE_SPEED_MESSAGES,
  type BranchHours,
  type ServiceSpeed,
} from '@laundry-accra/domain/service-speed';
import type { DaySlots } from '@laundry-accra/domain/pickup-windows';
import type { DaySlotsDto } from '@laundry-accra/domain/schemas/pickup-windows';
import type { ExpressSettingsDto } from '@laundry-accra/domain/schemas/service-speed';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';
import { branchServicesRepository } from './branch-services.repository';
import type { BranchOpeningHours } from '../../db/schema';
import { repositories as repositoriesOf, type Repositories } from '../repositories';

type Reader = Db | Tx;

/** How far past a pickup day the ready-by rules may look (two open days over closures). */
export const READY_BY_HORIZON_DAYS = 21;

/** The ready-by rules' view of a branch's opening-hours rows and closure dates. */
export const hoursOf = (
  hours: readonly Pick<BranchOpeningHours, 'weekday' | 'closed' | 'opensAt' | 'closesAt'>[],
  closures: readonly { date: string }[],
): BranchHours => ({
  hours: hours.map((h) => ({ weekday: h.weekday, closed: h.closed, opens_at: h.opensAt, closes_at: h.closesAt })),
  closures: new Set(closures.map((c) => c.date)),
});

/** The branch's week and its closures from `from` to `to` plus the ready-by horizon. */
export async function branchHours(db: Reader, branchId: string, from: string, to: string = from): Promise<BranchHours> {
  const { hours, closures } = await branchServicesRepository(db).hours(branchId, from, addDays(to, READY_BY_HORIZON_DAYS));
  return hoursOf(hours, closures);
}

/** The branch's Express settings; a branch no admin has set yet has the defaults. */
export async function expressSettings(db: Reader, branchId: string): Promise<ExpressSettingsDto> {
  const row = await branchServicesRepository(db).express.find(branchId);
  return row
    ? { surcharge_percent: row.surchargePercent, daily_capacity: row.dailyCapacity }
    : { surcharge_percent: EXPRESS_DEFAULTS.surchargePercent, daily_capacity: EXPRESS_DEFAULTS.dailyCapacity };
}

/**
 * The branch's Express row, locked until the transaction ends; made with the defaults first when
 * the branch has none, so there is always a row to wait on.
 */
async function lockExpressSettings(tx: Tx, branchId: string): Promise<ExpressSettingsDto> {
  const row = await branchServicesRepository(tx).express.lock(branchId);
  return { surcharge_percent: row.surchargePercent, daily_capacity: row.dailyCapacity };
}

/** Express bookings per pickup date of the branch from `from` to `to` (every status but cancelled). */
const expressBooked = (db: Reader, branchId: string, from: string, to: string, exceptBooking?: string) =>
  branchServicesRepository(db).express.booked(branchId, from, to, exceptBooking);

/**
 * The slots of a range with Express added: per day the Express places left, per window whether
 * Express can be booked in it (the window can be booked, 24 hours after it ends the branch is
 * open, and the day has an Express place left).
 */
export async function withExpress(
  db: Reader,
  branchId: string,
  { days, hours }: { days: DaySlots[]; hours: BranchHours },
): Promise<{ express_surcharge_percent: number; days: DaySlotsDto[] }> {
  const settings = await expressSettings(db, branchId);
  if (!days.length) return { express_surcharge_percent: settings.surcharge_percent, days: [] };
  const from = days[0].date;
  const to = days[days.length - 1].date;
  const booked = await expressBooked(db, branchId, from, to);
  const iso = (at: Date | undefined) => at?.toISOString() ?? null;
  return {
    express_surcharge_percent: settings.surcharge_percent,
    days: days.map((day) => {
      const left = day.open ? Math.max(0, settings.daily_capacity - (booked.get(day.date) ?? 0)) : 0;
      return {
        ...day,
        express_remaining: left,
        windows: day.windows.map((w) => {
          const express = readyBy('express', hours, day.date, w.end);
          return {
            ...w,
            express: left > 0 && w.unavailable === null && express !== undefined,
            standard_ready_by: iso(readyBy('standard', hours, day.date, w.end)),
            express_ready_by: iso(express),
          };
        }),
      };
    }),
  };
}

/** What a booking of a speed takes from its branch: its ready time and, for Express, the surcharge. */
export interface SpeedReservation {
  readyBy: Date | null;
  /** Per cent of the items' sub total the booking pays on top (0 for Standard). */
  surchargePercent: number;
}

/**
 * Takes what a booking of `speed` in the window `date` `windowEnd` needs, inside its transaction
 * (after the window's own reservation): its ready time and, for Express, a place among the day's
 * Express bookings. Refuses Express for a window 24 hours does not fit (400 on `service_speed`)
 * and on a day whose Express places are taken (409). `exceptBooking` is a booking being moved,
 * which does not count against its new day.
 */
export async function reserveServiceSpeed(
  tx: Tx,
  input: { branchId: string; date: string; windowEnd: string | null; speed: ServiceSpeed; exceptBooking?: string },
): Promise<SpeedReservation> {
  const { branchId, date, exceptBooking } = input;
  const ready = await readyTime(tx, input);
  if (input.speed === 'standard') return { readyBy: ready, surchargePercent: 0 };
  // The lock: every Express reservation of this branch waits here for the one before it.
  const settings = await lockExpressSettings(tx, branchId);
  const taken = (await expressBooked(tx, branchId, date, date, exceptBooking)).get(date) ?? 0;
  if (taken >= settings.daily_capacity) throw conflict(SERVICE_SPEED_MESSAGES.full);
  return { readyBy: ready, surchargePercent: settings.surcharge_percent };
}

/**
 * The ready time of a booking of `speed` in the window ending `windowEnd`; 400 when Express does
 * not fit it. The branch's hours are read unless given.
 */
async function readyTime(
  reader: Reader,
  input: { branchId: string; date: string; windowEnd: string | null; speed: ServiceSpeed; hours?: BranchHours },
): Promise<Date | null> {
  const { branchId, date, windowEnd, speed } = input;
  const hours = input.hours ?? (await branchHours(reader, branchId, date));
  if (speed === 'standard') return windowEnd ? readyBy('standard', hours, date, windowEnd) ?? null : null;
  const ready = windowEnd ? readyBy('express', hours, date, windowEnd) : undefined;
  if (!ready) throw badRequest({ service_speed: [SERVICE_SPEED_MESSAGES.doesNotFit] });
  return ready;
}

/**
 * Checkout's first step (no lock): the ready time and surcharge, and for Express the 409 when
 * the day's places are taken already as the committed bookings stand. `hours` are the branch's,
 * as choosing the window read them.
 */
export async function chooseServiceSpeed(
  reader: Reader,
  input: { branchId: string; date: string; windowEnd: string | null; speed: ServiceSpeed; hours?: BranchHours },
): Promise<SpeedReservation> {
  const ready = await readyTime(reader, input);
  if (input.speed === 'standard') return { readyBy: ready, surchargePercent: 0 };
  // One after the other: `reader` is checkout's transaction, one connection.
  const settings = await expressSettings(reader, input.branchId);
  const booked = await expressBooked(reader, input.branchId, input.date, input.date);
  if ((booked.get(input.date) ?? 0) >= settings.daily_capacity) throw conflict(SERVICE_SPEED_MESSAGES.full);
  return { readyBy: ready, surchargePercent: settings.surcharge_percent };
}

/**
 * Checkout's last step for Express, after the window's (holdPickupWindow): locks the branch's
 * Express row until the commit and counts the day's Express bookings, the new one among them;
 * 409 when they exceed the day's places, which rolls the checkout back. Standard holds nothing.
 */
export async function holdServiceSpeed(tx: Tx, input: { branchId: string; date: string; speed: ServiceSpeed }): Promise<void> {
  if (input.speed === 'standard') return;
  const settings = await lockExpressSettings(tx, input.branchId);
  const taken = (await expressBooked(tx, input.branchId, input.date, input.date)).get(input.date) ?? 0;
  if (taken > settings.daily_capacity) throw conflict(SERVICE_SPEED_MESSAGES.full);
}

/** The admins' side: read and change a branch's Express settings, audited. */
export function expressSettingsService(db: Db) {
  const repositories = repositoriesOf(db);
  async function requireBranch(repos: Repositories, branchId: string) {
    if (!(await repos.branchServices.branchExists(branchId))) throw notFound();
  }
  return {
    async get(branchId: string): Promise<ExpressSettingsDto> {
      await requireBranch(repositories, branchId);
      return expressSettings(db, branchId);
    },

    /**
     * Changes the surcharge and the places per day. Bookings already made keep their fee; a lower
     * number of places stops new Express bookings only.
     */
    async put(staff: SignedInStaff, branchId: string, body: ExpressSettingsDto): Promise<ExpressSettingsDto> {
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(body.surcharge_percent) || body.surcharge_percent < 0 || body.surcharge_percent > EXPRESS_LIMITS.maxSurchargePercent) {
        errors.surcharge_percent = [SERVICE_SPEED_MESSAGES.surcharge];
      }
      if (!Number.isInteger(body.daily_capacity) || body.daily_capacity < 0 || body.daily_capacity > EXPRESS_LIMITS.maxDailyCapacity) {
        errors.daily_capacity = [SERVICE_SPEED_MESSAGES.capacity];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      return repositories.transaction(async (repos, tx) => {
        await requireBranch(repos, branchId);
        const before = await lockExpressSettings(tx, branchId);
        await repos.branchServices.express.update(branchId, {
          surchargePercent: body.surcharge_percent,
          dailyCapacity: body.daily_capacity,
        });
        const after = { surcharge_percent: body.surcharge_percent, daily_capacity: body.daily_capacity };
        await recordAudit(tx, staff, {
          action: 'branch.express',
          entityType: 'branch',
          entityId: branchId,
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Branches' Same-Day Express settings, as admins edit them. */
    expressSettings: ReturnType<typeof expressSettingsService>;
  }
}

/** Decorates `app.expressSettings`. */
export default fp(
  async function expressSettingsPlugin(app: FastifyInstance) {
    app.decorate('expressSettings', expressSettingsService(app.db));
  },
  { name: 'express-settings', dependencies: ['database'] },
);
