/**
 * Pickup and delivery on the database: a branch's pickup fee and the weight from which pickup is
 * free, read by checkout (which copies them onto the booking) and by the customer's slots, and
 * changed by admins with an audit row. The rule itself is the shared domain's (pickup-delivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import type { Handover } from '@laundry-accra/domain/handover';
import {
  handoverTerms,
  pickupFee,
  type PickupLine,
  isValidFreeFromKg,
  isValidPickupFee,
  PICKUP_DEFAULTS,
  PICKUP_MESSAGES,
  type PickupTerms,
} from '@laundry-accra/domain/pickup-delivery';
import type { PickupSettingsAnswerDto, PickupSettingsDto } from '@laundry-accra/domain/schemas/pickup-delivery';
import type { Db, Tx } from '../../db/client';
import type { Booking } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';
import { branchServicesRepository } from './branch-services.repository';
import { repositories as repositoriesOf, type Repositories } from '../repositories';

type Reader = Db | Tx;

/** The branch's pickup terms; a branch no admin has set yet has the defaults. */
export async function pickupTerms(db: Reader, branchId: string): Promise<PickupTerms> {
  const row = await branchServicesRepository(db).pickup.find(branchId);
  return row
    ? { fee: fromPesewas(toPesewas(row.pickupFee)), freeFromKg: Number(row.freePickupFromKg) }
    : { fee: PICKUP_DEFAULTS.fee, freeFromKg: PICKUP_DEFAULTS.freeFromKg };
}

/**
 * What a booking pays for pickup (and delivery) with `lines` (estimated or weighed) and coming back
 * by `handover`: the rule of pickup-delivery.ts under the terms the booking was made with (its
 * free-from weight, and the whole fee it was booked under, or the branch's fee today when that is
 * unknown). A booking made with no fee to charge (before pickup fees, or at a branch that charged
 * none) keeps none; one that spent a free pickup keeps it (decision 071). Weighing and a changed
 * choice of delivery or collection both charge by this.
 */
export async function bookingPickupFee(
  db: Reader,
  booking: Pick<Booking, 'branchId' | 'pickupFee' | 'pickupTermsFee' | 'freePickupFromKg' | 'pickupPeriodId'>,
  lines: readonly PickupLine[],
  handover: Handover,
): Promise<string> {
  if (booking.freePickupFromKg === null) return booking.pickupFee;
  const fee = booking.pickupTermsFee ?? (await pickupTerms(db, booking.branchId)).fee;
  const terms = handoverTerms({ fee: fromPesewas(toPesewas(fee)), freeFromKg: Number(booking.freePickupFromKg) }, handover);
  return pickupFee(lines, terms, booking.pickupPeriodId !== null).fee;
}

/** The terms as the API answers them. */
export const pickupSettingsOf = (terms: PickupTerms): PickupSettingsAnswerDto => ({
  pickup_fee: terms.fee,
  free_pickup_from_kg: terms.freeFromKg,
});

/** The admins' side: read and change a branch's pickup and delivery, audited. */
export function pickupSettingsService(db: Db) {
  const repositories = repositoriesOf(db);
  async function requireBranch(repos: Repositories, branchId: string) {
    if (!(await repos.branchServices.branchExists(branchId))) throw notFound();
  }
  return {
    async get(branchId: string): Promise<PickupSettingsAnswerDto> {
      await requireBranch(repositories, branchId);
      return pickupSettingsOf(await pickupTerms(db, branchId));
    },

    /** Changes the fee and the free-from weight. Bookings already made keep theirs. */
    async put(staff: SignedInStaff, branchId: string, body: PickupSettingsDto): Promise<PickupSettingsAnswerDto> {
      const errors: Record<string, string[]> = {};
      const fee = String(body.pickup_fee).trim();
      if (!isValidPickupFee(fee)) errors.pickup_fee = [PICKUP_MESSAGES.fee];
      if (!isValidFreeFromKg(body.free_pickup_from_kg)) errors.free_pickup_from_kg = [PICKUP_MESSAGES.freeFromKg];
      if (Object.keys(errors).length) throw badRequest(errors);
      const after: PickupTerms = { fee: fromPesewas(toPesewas(fee)), freeFromKg: body.free_pickup_from_kg };
      return repositories.transaction(async (repos, tx) => {
        await requireBranch(repos, branchId);
        const settings = repos.branchServices.pickup;
        const locked = await settings.lock(branchId);
        const before = pickupSettingsOf({ fee: fromPesewas(toPesewas(locked.pickupFee)), freeFromKg: Number(locked.freePickupFromKg) });
        await settings.update(branchId, { pickupFee: after.fee, freePickupFromKg: after.freeFromKg });
        const answer = pickupSettingsOf(after);
        await recordAudit(tx, staff, {
          action: 'branch.pickup',
          entityType: 'branch',
          entityId: branchId,
          before: { ...before },
          after: { ...answer },
        });
        return answer;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Branches' pickup fee and free-from weight, as admins edit them. */
    pickupSettings: ReturnType<typeof pickupSettingsService>;
  }
}

/** Decorates `app.pickupSettings`. */
export default fp(
  async function pickupSettingsPlugin(app: FastifyInstance) {
    app.decorate('pickupSettings', pickupSettingsService(app.db));
  },
  { name: 'pickup-settings', dependencies: ['database'] },
);
