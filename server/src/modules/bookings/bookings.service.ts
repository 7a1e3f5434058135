/**
 * Checkout and booking edits. The request schemas have already checked the forms' rules (SPEC §5);
 * here are the business rules: the addresses are the customer's own and in use, the branch
 * exists, the pickup date is a real date today or later in Accra, the basket is not empty, only a
 * pending booking changes. Prices always come from the database: checkout books the basket stored
 * on the server at the catalogue's current prices, and copies each item's name and unit price onto
 * its line, so later price changes do not rewrite a booking.
 */
import { isMeasuredAtPickup, isPricedAtPickup } from '@laundry-accra/domain/units';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toPesewas } from '@laundry-accra/domain/money';
import { isNothingDue, PAYMENT_CURRENCY, type PaymentProvider } from '@laundry-accra/domain/payments';
import { isUuid, messages, type FieldErrors } from '@laundry-accra/domain/rules';
import type {
  BookAgainResultDto,
  BookingDetailDto,
  BookingDto,
  BookingEditBody,
  CheckoutBody,
} from '@laundry-accra/domain/schemas/bookings';
import { checkoutSlots, type Config } from '../../config';
import { slots } from '../../lib/slots';
import type { Db, Tx } from '../../db/client';
import type { Booking } from '../../db/schema';
import { badRequest, badRequestDetail, conflict, notFound } from '../../lib/http-errors';
import { newPaymentReference } from '../../lib/payment-reference';
import { addressesRepository } from '../addresses/addresses.repository';
import { basketRepository } from '../basket/basket.repository';
import { catalogueRepository } from '../catalogue/catalogue.repository';
import { MAX_BASKET_QUANTITY } from '../basket/basket.service';
import { customerAllowance } from '../subscriptions/allowance';
import type { Notifications } from '../notifications/notifications.service';
import { customerBookings } from './bookings.read-model';
import { bookingsRepository } from './bookings.repository';
import { pickupDateProblem } from './pickup-date';
import {
  choosePickupWindow,
  holdPickupWindow,
  reservePickupWindow,
  withWindowChosenAgain,
} from '../pickup-windows/pickup-calendar';
import { chooseServiceSpeed, holdServiceSpeed, reserveServiceSpeed } from '../pickup-windows/express-service';
import { bookingPickupFee, pickupTerms } from '../pickup-windows/pickup-service';
import { bookingTotal, type ServiceSpeed } from '@laundry-accra/domain/service-speed';
import { canChangeHandover, DEFAULT_HANDOVER, HANDOVER_MESSAGES, type Handover } from '@laundry-accra/domain/handover';
import { recordAudit } from '../audit/audit-trail';
import { followNewTotal, type TotalChange } from '../finance/total-change';
import type { Refunds } from '../finance/refunds';
import { repositories as repositoriesOf } from '../repositories';
import { handoverTerms } from '@laundry-accra/domain/pickup-delivery';

/** Messages of checkout and booking edits beyond the forms' own (SPEC §5 has none for these). */
export const BOOKING_MESSAGES = {
  branch: messages.checkout.branch,
  emptyBasket: 'Your basket is empty. Add an item before checking out.',
  notPending: 'This booking can no longer be changed: only a pending booking can be edited.',
  notFinished: 'Only a completed or cancelled booking can be booked again.',
  /** Why a line of a booking did not go back into the basket. */
  itemArchived: 'No longer offered, so it was left out.',
  basketFull: `Your basket already holds ${MAX_BASKET_QUANTITY} of this item.`,
} as const;

/** Statuses after which the same items may be booked again. */
const FINISHED = ['completed', 'cancelled'] as const;

/** The gateway a new payment transaction is opened with: Paystack when configured, else the sandbox. */
export const paymentProviderFor = (config: Config): PaymentProvider =>
  config.paystack ? 'paystack' : 'sandbox';

/** Ids compare as the database writes them (a UUID may arrive in capitals). */
const idOf = (value: string) => value.toLowerCase();

/**
 * Adds `message` to `field` unless the field already has an error, when `id` is not one of the
 * customer's addresses that are still in use.
 */
function requireLiveAddress(
  errors: FieldErrors,
  live: Set<string>,
  field: string,
  id: string,
  message: string,
) {
  if (!errors[field] && !live.has(id)) errors[field] = [message];
}

/**
 * The window a booking keeps or moves to on a reschedule: unchanged date and window keep their
 * place (even one past its cut-off); anything else reserves a place in the new window, the booking
 * itself not counting against it, so it respects capacity like a checkout.
 */
export async function movedPickupWindow(
  tx: Tx,
  current: Booking,
  pickupDate: string,
  pickupWindow: string | undefined,
): Promise<{ start: string | null; end: string | null; readyBy: Date | null }> {
  const start = pickupWindow ?? (pickupDate === current.pickupDate ? current.pickupWindow ?? undefined : undefined);
  if (pickupDate === current.pickupDate && start === (current.pickupWindow ?? undefined)) {
    return { start: current.pickupWindow, end: current.pickupWindowEnd, readyBy: current.readyBy };
  }
  const window = await reservePickupWindow(tx, { branchId: current.branchId, date: pickupDate, start, exceptBooking: current.id });
  // The ready time follows the pickup; an Express booking keeps its speed only where Express
  // fits the new window and the new day has an Express place (the booking itself not counting).
  const speed = await reserveServiceSpeed(tx, {
    branchId: current.branchId,
    date: pickupDate,
    windowEnd: window.end,
    speed: current.serviceSpeed,
    exceptBooking: current.id,
  });
  return { ...window, readyBy: speed.readyBy };
}

/** The bookings service on the database. */
export function bookingsService(db: Db, config: Config, notifications: Notifications, refunds: Refunds) {
  const repositories = repositoriesOf(db);
  // Checkouts wait here for a connection of their own share of the pool (config.ts checkoutSlots).
  const checkouts = slots(checkoutSlots(config.databasePoolSize));
  return {
    /** The service of one customer's bookings. */
    forCustomer(userId: string, ip = '') {
      const reads = customerBookings(db, userId);
      return {
        ...reads,

        /** One of the customer's bookings with its timeline and moved pickups; 404 for anyone else's. */
        async get(id: string): Promise<BookingDetailDto> {
          const [booking, events, pickupMoves] = await Promise.all([reads.find(id), reads.events(id), reads.pickupMoves(id)]);
          if (!booking) throw notFound();
          return { ...booking, events, pickup_moves: pickupMoves };
        },

        /**
         * "Book again": the lines of a completed or cancelled booking go back into the basket, at
         * the catalogue's current prices (the basket always prices from the catalogue). A line
         * whose item is no longer offered is left out, and said so; one transaction, so a second
         * press adds the quantities again rather than half of them.
         */
        async bookAgain(id: string): Promise<BookAgainResultDto> {
          return db.transaction(async (tx) => {
            const booking = await bookingsRepository(tx, userId).lockOne(id);
            if (!booking) throw notFound();
            if (!(FINISHED as readonly string[]).includes(booking.status)) throw conflict(BOOKING_MESSAGES.notFinished);
            const lines = await bookingsRepository(tx, userId).bookedLines(id);
            const basket = basketRepository(tx).forCustomer(userId);
            const result: BookAgainResultDto = { added: [], skipped: [] };
            for (const line of lines) {
              // A removed item leaves its lines without an item (on delete set null); an archived
              // one is no longer in the catalogue.
              const item = line.itemId ? await basketRepository(tx).catalogueItem(line.itemId) : undefined;
              if (!item) {
                result.skipped.push({ item_name: line.itemName, reason: BOOKING_MESSAGES.itemArchived });
              } else if (await basket.add(item, line.quantity, MAX_BASKET_QUANTITY)) {
                result.added.push({ item_name: line.itemName, quantity: line.quantity });
              } else {
                result.skipped.push({ item_name: line.itemName, reason: BOOKING_MESSAGES.basketFull });
              }
            }
            return result;
          });
        },

        /**
         * Books the customer's basket. The business rules are checked first (all field errors
         * at once), then, in one transaction, the customer is locked, the basket read and booked,
         * an unpaid payment transaction opened and the basket emptied. The booking is made from the
         * basket stored here, never from lines a client sends. The window and any Express place
         * are chosen without a lock and held last, just before the commit (pickup-calendar.ts).
         */
        async checkout(body: CheckoutBody): Promise<BookingDto> {
          // The whole checkout, its reads before the transaction too, in one of checkout's slots:
          // a crowd of checkouts waits here, not in the pool's queue ahead of everyone else.
          return checkouts.run(async () => {
            const pickupAddress = idOf(body.pickup_address);
            const handover: Handover = body.handover ?? DEFAULT_HANDOVER;
            // A booking collected at the branch has no dropoff address, whatever was sent.
            const dropoffAddress = handover === 'delivery' ? idOf(body.dropoff_address ?? '') : null;
            const branchId = idOf(body.branch);
            const errors: FieldErrors = {};
            const problem = pickupDateProblem(body.pickup_date);
            if (problem) errors.pickup_date = [problem];
            if (!(await catalogueRepository(db).activeBranchExists(branchId))) errors.branch = [BOOKING_MESSAGES.branch];
            const live = await addressesRepository(db)
              .forCustomer(userId)
              .liveIds([pickupAddress, ...(dropoffAddress && isUuid(dropoffAddress) ? [dropoffAddress] : [])]);
            requireLiveAddress(errors, live, 'pickup_address', pickupAddress, messages.checkout.pickup_address);
            if (dropoffAddress !== null) {
              requireLiveAddress(errors, live, 'dropoff_address', dropoffAddress, messages.checkout.dropoff_address);
            }
            if (Object.keys(errors).length) throw badRequest(errors);

            return withWindowChosenAgain(body.pickup_window, (passOver) => db.transaction(async (tx) => {
              const bookings = bookingsRepository(tx, userId);
              const basket = basketRepository(tx).forCustomer(userId);
              await bookings.lockCustomer();
              const entries = await basket.lockAll();
              if (!entries.length) throw badRequestDetail(BOOKING_MESSAGES.emptyBasket);
              const window = await choosePickupWindow(tx, {
                branchId,
                date: body.pickup_date,
                start: body.pickup_window,
                passOver,
              });
              const serviceSpeed: ServiceSpeed = body.service_speed ?? 'standard';
              const speed = await chooseServiceSpeed(tx, {
                branchId,
                date: body.pickup_date,
                windowEnd: window.end,
                speed: serviceSpeed,
                hours: window.hours,
              });

              // The package's benefits, in their order (package-benefits.ts, decision 071): its
              // allowances cover lines, then an Express upgrade waives the surcharge, then a free
              // pickup waives the fee; spent and counted in this transaction (allowance.ts). The
              // booking keeps the pickup terms, so a later change of the branch's setting leaves it
              // be; weighing judges it by them again.
              const terms = await pickupTerms(tx, branchId);
              // Collected at the branch: the pickup part of the fee only (pickup-delivery.ts).
              const charged = handoverTerms(terms, handover);
              const applied = await customerAllowance(tx, userId).spend(
                {
                  lines: entries.map((entry) => ({
                    key: entry.id,
                    categoryId: entry.categoryId,
                    unitPrice: entry.unitPrice,
                    quantity: entry.quantity,
                    unit: entry.unit,
                  })),
                  speed: serviceSpeed,
                  surchargePercent: speed.surchargePercent,
                  pickupTerms: charged,
                },
                body.pickup_date,
              );
              const lines = entries.map((entry, index) => {
                const cover = applied.covers[index];
                return {
                  itemId: entry.itemId,
                  itemName: entry.itemName,
                  unitPrice: entry.unitPrice,
                  quantity: entry.quantity,
                  unit: entry.unit,
                  // A weight or size is the customer's estimate until staff measure it at pickup;
                  // a job stays at its "from" price until staff price the work.
                  estimatedQuantity: isMeasuredAtPickup(entry.unit) ? entry.quantity : null,
                  note: isPricedAtPickup(entry.unit) ? entry.note : null,
                  fromPrice: isPricedAtPickup(entry.unit) ? entry.unitPrice : null,
                  total: cover.total,
                  coveredQuantity: cover.covered,
                  subscriptionPeriodId: applied.spentFrom[index].periodId,
                  periodAllowanceId: applied.spentFrom[index].periodAllowanceId,
                };
              });
              const { subTotal, expressFee, pickup } = applied;
              const charges = toPesewas(terms.fee) > 0;
              // The payment follows the booking's total: sub_total + express_fee + pickup_fee.
              const totalPesewas = toPesewas(
                bookingTotal({ sub_total: subTotal, express_fee: expressFee, pickup_fee: pickup.fee }),
              );
              // Fully covered (GHC 0.00): settled here, since a gateway refuses a zero amount.
              const nothingDue = isNothingDue(totalPesewas);
              const id = await bookings.create(
                {
                  branchId,
                  pickupAddressId: pickupAddress,
                  dropoffAddressId: dropoffAddress,
                  handover,
                  pickupDate: body.pickup_date,
                  pickupWindow: window.start,
                  pickupWindowEnd: window.end,
                  subTotal,
                  serviceSpeed,
                  expressFee,
                  pickupFee: pickup.fee,
                  // The whole fee, kept when one is charged; a booking free by its estimate takes the
                  // branch's fee of the day if weighing finds it under the weight (pickup-service.ts).
                  pickupTermsFee: toPesewas(pickup.fee) > 0 ? terms.fee : null,
                  pickupPeriodId: applied.pickupPeriodId,
                  expressPeriodId: applied.expressPeriodId,
                  freePickupFromKg: charges ? terms.freeFromKg : null,
                  readyBy: speed.readyBy,
                },
                lines,
                {
                  reference: newPaymentReference(),
                  amountPesewas: totalPesewas,
                  currency: PAYMENT_CURRENCY,
                  provider: paymentProviderFor(config),
                  paymentStatus: nothingDue ? 'paid' : 'unpaid',
                  paidAt: nothingDue ? new Date() : null,
                },
              );
              await basket.removeEntries(entries.map((entry) => entry.id));
              await notifications.bookingPlaced(tx, id);
              const booked = (await customerBookings(tx, userId).find(id))!;
              // Last, so a crowd for one window waits on its lock for a count and a commit each.
              await holdPickupWindow(tx, { branchId, date: body.pickup_date, start: window.start });
              await holdServiceSpeed(tx, { branchId, date: body.pickup_date, speed: serviceSpeed });
              return booked;
            }));
          });
        },

        /**
         * Changes the pickup date and addresses of a pending booking, and how it comes back
         * (delivered or collected at the branch) until it is ready; the status stays as it is. A
         * field left as it was is not re-checked (a booking keeps an address deleted since, and a
         * pickup date that has passed), a changed one must pass the checkout rules. A changed
         * choice charges the pickup fee again (pickup-service.ts) and the money follows the new
         * total as after weighing (total-change.ts), in the same transaction, with an audit row;
         * a partial refund it owes is sent to the gateway after the commit.
         */
        async edit(id: string, changes: BookingEditBody): Promise<BookingDto> {
          const { booked, refund } = await repositories.transaction(async (repos, tx) => {
            const bookings = bookingsRepository(tx, userId);
            const current = await bookings.lockOne(id);
            if (!current) throw notFound();

            const handover = changes.handover ?? current.handover;
            const handoverChanged = handover !== current.handover;
            const pickupDate = changes.pickup_date ?? current.pickupDate;
            const pickupAddress = idOf(changes.pickup_address ?? current.pickupAddressId);
            // Collected at the branch: no dropoff address, whatever was sent.
            const dropoffAddress =
              handover === 'collection' ? null : changes.dropoff_address !== undefined ? idOf(changes.dropoff_address) : current.dropoffAddressId;
            if (current.status !== 'pending') {
              // Past pending only the choice (and the dropoff address it needs) may be sent, and
              // only until the order is ready.
              const aboutPickup = [changes.pickup_date, changes.pickup_address, changes.pickup_window].some((v) => v !== undefined);
              if (handoverChanged && !canChangeHandover(current.status)) throw conflict(HANDOVER_MESSAGES.tooLate);
              if (aboutPickup || !canChangeHandover(current.status)) throw badRequestDetail(BOOKING_MESSAGES.notPending);
            }

            const errors: FieldErrors = {};
            if (pickupDate !== current.pickupDate) {
              const problem = pickupDateProblem(pickupDate);
              if (problem) errors.pickup_date = [problem];
            }
            if (handover === 'delivery' && !dropoffAddress) errors.dropoff_address = [messages.booking.dropoff_address];
            const changed = (
              [
                ['pickup_address', pickupAddress, current.pickupAddressId, messages.booking.pickup_address],
                ['dropoff_address', dropoffAddress, current.dropoffAddressId, messages.booking.dropoff_address],
              ] as const
            ).filter((entry): entry is typeof entry & { 1: string } => entry[1] !== null && entry[1] !== entry[2]);
            const live = await addressesRepository(tx)
              .forCustomer(userId)
              .liveIds(changed.map(([, next]) => next).filter(isUuid));
            for (const [field, next, , message] of changed) {
              requireLiveAddress(errors, live, field, next, message);
            }
            if (Object.keys(errors).length) throw badRequest(errors);

            const window = await movedPickupWindow(tx, current, pickupDate, changes.pickup_window);
            await bookings.reschedule(id, {
              pickupDate,
              pickupWindow: window.start,
              pickupWindowEnd: window.end,
              readyBy: window.readyBy,
              pickupAddressId: pickupAddress,
              // A changed choice writes its dropoff address with it (the two always agree).
              dropoffAddressId: handoverChanged ? current.dropoffAddressId : dropoffAddress,
            });
            let refund: TotalChange['refund'];
            if (handoverChanged) {
              const lines = await repos.opsBookings.forScope({ branchId: null }).storedLines(id);
              const pickupFee = await bookingPickupFee(tx, current, lines, handover);
              await bookings.chooseHandover(id, { handover, dropoffAddressId: dropoffAddress, pickupFee });
              let money: TotalChange['money'] | undefined;
              if (pickupFee !== current.pickupFee) {
                const total = bookingTotal({ sub_total: current.subTotal, express_fee: current.expressFee, pickup_fee: pickupFee });
                ({ money, refund } = await followNewTotal(repos, current, total, new Date(), `the customer chose ${handover}`));
              }
              await recordAudit(tx, { id: userId, ip }, {
                action: 'booking.handover',
                entityType: 'booking',
                entityId: id,
                before: { handover: current.handover, pickup_fee: current.pickupFee },
                after: {
                  handover,
                  pickup_fee: pickupFee,
                  ...(money?.kind === 'balance' || money?.kind === 'refund' ? { [money.kind]: money.amount } : {}),
                },
              });
            }
            return { booked: (await customerBookings(tx, userId).find(id))!, refund };
          });
          if (refund) await refunds.sendPartial(refund.row, refund.attempt);
          return booked;
        },
      };
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' bookings: `app.bookings.forCustomer(id)`. */
    bookings: BookingsService;
  }
}

/** Decorates `app.bookings`. */
export default fp(
  async function bookingsServicePlugin(app: FastifyInstance) {
    app.decorate('bookings', bookingsService(app.db, app.config, app.notifications, app.refunds));
  },
  { name: 'bookings-service', dependencies: ['database', 'notifications', 'refunds'] },
);
