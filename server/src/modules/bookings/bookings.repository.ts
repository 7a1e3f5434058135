/**
 * Writes of bookings (reads go through bookings.read-model.ts), bound to one customer when they
 * are built, so another customer's booking is never touched. Checkout and edits run them inside
 * their transaction.
 */
import type { Handover } from '@laundry-accra/domain/handover';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceSpeed } from '@laundry-accra/domain/service-speed';
import type { ItemUnit } from '@laundry-accra/domain/units';
import type { Db, Tx } from '../../db/client';
import { bookingItems, bookings, paymentTransactions, users, type Booking } from '../../db/schema';

/** A booked line: the item's name and unit price copied, so later price changes leave it be. */
export interface NewBookingLine {
  itemId: string;
  itemName: string;
  unitPrice: string;
  quantity: number;
  /** What the item is sold by; a measured unit's quantity is an estimate until measured. */
  unit: ItemUnit;
  /** The customer's estimated kilograms or square metres of a measured line; null otherwise. */
  estimatedQuantity: number | null;
  /** What the customer wrote about a job's work; null otherwise. */
  note: string | null;
  /** A job's "from" price (its unit price until staff price it at pickup); null otherwise. */
  fromPrice: string | null;
  /** What is paid for the line: unit price times the units not covered. */
  total: string;
  /** Units a subscription's allowance covered, and the period they came from. */
  coveredQuantity: number;
  subscriptionPeriodId: string | null;
  /** The period's further allowance the units came from; null for its items allowance. */
  periodAllowanceId: string | null;
}

/** The booking writes of one customer on `db` (the database or a transaction). */
export function bookingsRepository(db: Db | Tx, userId: string) {
  return {
    /**
     * Holds the customer's row until the transaction ends: checkouts of one customer run one
     * after another, so a double-submitted checkout finds the basket already booked. NO KEY
     * UPDATE does not block inserts that merely reference the customer (a basket add).
     */
    async lockCustomer(): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
    },

    /**
     * Creates a booking with its lines and its first payment transaction: unpaid, or already
     * paid when nothing is due (a package covered every line).
     */
    async create(
      booking: {
        branchId: string;
        pickupAddressId: string;
        dropoffAddressId: string | null;
        handover: Handover;
        pickupDate: string;
        pickupWindow: string;
        pickupWindowEnd: string;
        subTotal: string;
        serviceSpeed: ServiceSpeed;
        expressFee: string;
        pickupFee: string;
        /** The branch's whole fee the booking was made under; null when it has none to charge. */
        pickupTermsFee: string | null;
        /** The paid months whose free pickup and Express upgrade the booking spent. */
        pickupPeriodId: string | null;
        expressPeriodId: string | null;
        freePickupFromKg: number | null;
        readyBy: Date | null;
      },
      lines: NewBookingLine[],
      payment: {
        reference: string;
        amountPesewas: number;
        currency: string;
        provider: string;
        paymentStatus: 'unpaid' | 'paid';
        paidAt: Date | null;
      },
    ): Promise<string> {
      const [created] = await db
        .insert(bookings)
        .values({ userId, ...booking })
        .returning({ id: bookings.id });
      await db
        .insert(bookingItems)
        .values(lines.map((line) => ({ bookingId: created.id, ...line })));
      await db
        .insert(paymentTransactions)
        .values({ userId, bookingId: created.id, ...payment });
      return created.id;
    },

    /** The booking, locked until the transaction ends so an edit and a status change cannot interleave. */
    async lockOne(id: string): Promise<Booking | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.id, id)))
        .for('update');
      return row;
    },

    /** The lines of one of the customer's bookings, by item name: what "book again" puts back in the basket. */
    bookedLines(id: string): Promise<{ itemId: string | null; itemName: string; quantity: number }[]> {
      return db
        .select({ itemId: bookingItems.itemId, itemName: bookingItems.itemName, quantity: bookingItems.quantity })
        .from(bookingItems)
        .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
        .where(and(eq(bookings.userId, userId), eq(bookingItems.bookingId, id)))
        .orderBy(asc(bookingItems.itemName), asc(bookingItems.id));
    },

    async reschedule(
      id: string,
      fields: {
        pickupDate: string;
        pickupWindow: string | null;
        pickupWindowEnd: string | null;
        readyBy: Date | null;
        pickupAddressId: string;
        dropoffAddressId: string | null;
      },
    ): Promise<void> {
      await db
        .update(bookings)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(bookings.userId, userId), eq(bookings.id, id)));
    },

    /**
     * Records the (locked) booking's new choice of delivery or collection, its dropoff address
     * and the pickup fee that follows; one more change, so a screen showing the old choice is stale.
     */
    async chooseHandover(
      id: string,
      fields: { handover: Handover; dropoffAddressId: string | null; pickupFee: string },
    ): Promise<void> {
      await db
        .update(bookings)
        .set({ ...fields, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(bookings.userId, userId), eq(bookings.id, id)));
    },
  };
}
