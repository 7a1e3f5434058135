/**
 * Checkout and booking edits. Prices always come from the database: checkout books the basket
 * stored on the server at the catalogue's current prices, and copies each item's name and unit
 * price onto its line, so later price changes do not rewrite a booking.
 */
import { eq } from 'drizzle-orm';
import { toPesewas, fromPesewas, lineTotal } from '@laundry-accra/domain/money';
import { PAYMENT_CURRENCY, type PaymentProvider } from '@laundry-accra/domain/payments';
import { bookingSchema, checkoutSchema, validateWith } from '@laundry-accra/domain/forms';
import { isUuid, messages, type FieldErrors } from '@laundry-accra/domain/rules';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { branches } from '../../db/schema';
import { badRequest, badRequestDetail, notFound } from '../../lib/http-errors';
import { newPaymentReference } from '../../lib/payment-reference';
import { validBody } from '../../lib/validate-body';
import { addressesRepository } from '../addresses/addresses.repository';
import { basketRepository } from '../basket/basket.repository';
import { loadBooking } from './bookings.read-model';
import { bookingsRepository } from './bookings.repository';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { pickupDateProblem } from './pickup-date';

/** Messages of checkout and booking edits beyond the forms' own (SPEC §5 has none for these). */
export const BOOKING_MESSAGES = {
  branch: 'Please select a branch.',
  emptyBasket: 'Your basket is empty. Add an item before checking out.',
  notPending: 'This booking can no longer be changed: only a pending booking can be edited.',
} as const;

/** The gateway a new payment transaction is opened with: Paystack when configured, else the sandbox. */
export const paymentProviderFor = (config: Config): PaymentProvider =>
  config.paystack ? 'paystack' : 'sandbox';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Ids compare as the database writes them (a UUID may arrive in capitals). */
const idText = (value: unknown) => text(value).toLowerCase();

export function bookingsService(db: Db, config: Config) {
  async function branchExists(id: unknown): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
    return Boolean(row);
  }

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

  return {
    /**
     * Books the customer's basket. The form is checked first (all field errors at once), then,
     * in one transaction, the customer is locked, the basket read and booked, an unpaid payment
     * transaction opened and the basket emptied. `booking_items` in the body is deliberately not
     * read: the app sends what it shows, but the booking is made from the basket stored here.
     */
    async checkout(userId: string, body: Body): Promise<BookingDto> {
      const form = validateWith(checkoutSchema, body);
      const errors: FieldErrors = form.ok ? {} : { ...form.errors };
      const pickupAddress = idText(body.pickup_address);
      const dropoffAddress = idText(body.dropoff_address);
      const pickupDate = text(body.pickup_date);

      if (!errors.pickup_date) {
        const problem = pickupDateProblem(pickupDate);
        if (problem) errors.pickup_date = [problem];
      }
      if (!(await branchExists(body.branch))) errors.branch = [BOOKING_MESSAGES.branch];
      const addressIds = [pickupAddress, dropoffAddress].filter(isUuid);
      const live = await addressesRepository(db).liveIds(userId, addressIds);
      requireLiveAddress(
        errors,
        live,
        'pickup_address',
        pickupAddress,
        messages.checkout.pickup_address,
      );
      requireLiveAddress(
        errors,
        live,
        'dropoff_address',
        dropoffAddress,
        messages.checkout.dropoff_address,
      );
      if (Object.keys(errors).length) throw badRequest(errors);

      const branchId = idText(body.branch);
      return db.transaction(async (tx) => {
        const bookingsRepo = bookingsRepository(tx);
        const basketRepo = basketRepository(tx);
        await bookingsRepo.lockCustomer(userId);
        const basket = await basketRepo.lockAll(userId);
        if (!basket.length) throw badRequestDetail(BOOKING_MESSAGES.emptyBasket);

        const lines = basket.map((entry) => ({
          itemId: entry.itemId,
          itemName: entry.itemName,
          unitPrice: entry.unitPrice,
          quantity: entry.quantity,
          total: lineTotal(entry.unitPrice, entry.quantity),
        }));
        const subTotalPesewas = lines.reduce((sum, line) => sum + toPesewas(line.total), 0);
        const id = await bookingsRepo.create(
          userId,
          {
            branchId,
            pickupAddressId: pickupAddress,
            dropoffAddressId: dropoffAddress,
            pickupDate,
            subTotal: fromPesewas(subTotalPesewas),
          },
          lines,
          {
            reference: newPaymentReference(),
            amountPesewas: subTotalPesewas,
            currency: PAYMENT_CURRENCY,
            provider: paymentProviderFor(config),
          },
        );
        await basketRepo.removeEntries(
          userId,
          basket.map((entry) => entry.id),
        );
        return (await loadBooking(tx, userId, id))!;
      });
    },

    /**
     * Changes the pickup date and addresses of a pending booking; the status stays pending. A
     * field left as it was is not re-checked (a booking keeps an address deleted since, and a
     * pickup date that has passed), a changed one must pass the checkout rules.
     */
    async edit(userId: string, id: string, body: Body): Promise<BookingDto> {
      return db.transaction(async (tx) => {
        const repo = bookingsRepository(tx);
        const current = await repo.lockOne(userId, id);
        if (!current) throw notFound();
        if (current.status !== 'pending') throw badRequestDetail(BOOKING_MESSAGES.notPending);

        const value = validBody(bookingSchema, {
          pickup_date: current.pickupDate,
          pickup_address: current.pickupAddressId,
          dropoff_address: current.dropoffAddressId,
          ...body,
        });
        const errors: FieldErrors = {};
        if (value.pickup_date !== current.pickupDate) {
          const problem = pickupDateProblem(value.pickup_date);
          if (problem) errors.pickup_date = [problem];
        }
        const pickupAddress = idText(value.pickup_address);
        const dropoffAddress = idText(value.dropoff_address);
        const changed = [
          [
            'pickup_address',
            pickupAddress,
            current.pickupAddressId,
            messages.booking.pickup_address,
          ],
          [
            'dropoff_address',
            dropoffAddress,
            current.dropoffAddressId,
            messages.booking.dropoff_address,
          ],
        ].filter(([, next, before]) => next !== before);
        const live = await addressesRepository(tx).liveIds(
          userId,
          changed.map(([, next]) => next).filter(isUuid),
        );
        for (const [field, next, , message] of changed)
          requireLiveAddress(errors, live, field, next, message);
        if (Object.keys(errors).length) throw badRequest(errors);

        await repo.reschedule(userId, id, {
          pickupDate: value.pickup_date,
          pickupAddressId: pickupAddress,
          dropoffAddressId: dropoffAddress,
        });
        return (await loadBooking(tx, userId, id))!;
      });
    },
  };
}
