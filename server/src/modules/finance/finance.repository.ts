/**
 * Queries of payments. A customer's reads and writes are bound to them when they are built
 * (`forCustomer`), so a booking, subscription or payment reference of someone else is simply not
 * found. The one read not made for a customer is the provider's (`forProvider`): a webhook comes
 * from Paystack, which knows our references but not our customers, and reads only attempts made
 * through it.
 */
import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '@laundry-accra/domain/payments';
import type { PaymentStateName } from '@laundry-accra/domain/payment-state';
import { bookingTotal } from '@laundry-accra/domain/service-speed';
import type { Db, Tx } from '../../db/client';
import { bookingItems, bookings, partialRefunds, paymentTransactions, subscriptions, users, type PartialRefund, type PaymentTransaction } from '../../db/schema';
import { amountDuePesewas } from '@laundry-accra/domain/weighing';
import { toPesewas } from '@laundry-accra/domain/money';

/** What a payment is for: one booking or one subscription. */
export type PayableRef = { kind: 'booking'; id: string } | { kind: 'subscription'; id: string };

/** A booking or subscription as payment sees it: what is due and whether it can still be paid. */
export interface Payable {
  ref: PayableRef;
  /** The price due, as stored ("25.00"). */
  price: string;
  /** Booking status or subscription status. */
  status: string;
  /** A subscription's end date (the first day its paid time does not cover). */
  endDate?: string | null;
}

/** Open attempts: checkout's not-yet-started one, or one whose checkout was opened. */
export const OPEN_STATUSES = ['unpaid', 'pending'] as const;

/** What a new attempt records (the customer and the payable are the repository's to fill in). */
export type NewAttempt = Omit<typeof paymentTransactions.$inferInsert, 'userId' | 'bookingId' | 'subscriptionId'>;

/** The booking or subscription an attempt pays for. */
export const payableOf = (attempt: PaymentTransaction): PayableRef =>
  attempt.bookingId ? { kind: 'booking', id: attempt.bookingId } : { kind: 'subscription', id: attempt.subscriptionId! };

/**
 * What is still to pay on a booking (or subscription) priced `price`: the price less the attempts
 * paid, plus what was given back of them after weighing (`refunded`). A per-kg booking paid on its
 * estimate that weighed more has a balance; 0 or less when nothing is owed.
 */
export const dueOf = (price: string, attempts: readonly PaymentTransaction[], refunded: number): number =>
  amountDuePesewas(
    toPesewas(price),
    attempts.filter((a) => a.paymentStatus === 'paid').map((a) => a.amountPesewas),
    refunded,
  );

/**
 * `dueOf` in SQL, as text ('22.50'), for lists that show many bookings at once: the total (sub
 * total, Express fee and pickup fee) less the payments taken, plus what was given back of them after weighing.
 * `booking` holds the columns of the row it is computed for (a table or a subquery's).
 */
export const amountDueSql = (booking: Record<'id' | 'subTotal' | 'expressFee' | 'pickupFee', AnyColumn | SQL.Aliased>) =>
  sql<string>`(((${booking.subTotal} + ${booking.expressFee} + ${booking.pickupFee}) * 100
    - coalesce((select sum(${paymentTransactions.amountPesewas}) from ${paymentTransactions}
                where ${paymentTransactions.bookingId} = ${booking.id} and ${paymentTransactions.paymentStatus} = 'paid'), 0)
    + coalesce((select sum(${partialRefunds.amountPesewas}) from ${partialRefunds}
                where ${partialRefunds.bookingId} = ${booking.id}), 0)) / 100.0)::numeric(10, 2)::text`;

/** The booking, named apart from a select's own `bookings`, whose free pickup or Express a package paid. */
const SPENT_BENEFIT = 'spent_benefit';
const spentBenefit = alias(bookings, SPENT_BENEFIT);

/**
 * The money of a booking for its payment state (payment-state.ts), in SQL for lists: `taken` is
 * every payment whose money moved, `givenBack` what went back of it. A refunded payment gave back
 * all it still held, so all of it less the partial refunds still owed against it; any other
 * payment, the partial refunds made from it after weighing. `packagePaid` when a package paid
 * part of it: its allowance covered a line, or the booking spent its free pickup or Express upgrade.
 */
export const bookingMoneySql = (bookingId: AnyColumn | SQL.Aliased) => ({
  packagePaid: sql<boolean>`(exists(select 1 from ${bookingItems}
      where ${bookingItems.bookingId} = ${bookingId} and ${bookingItems.coveredQuantity} > 0)
    or exists(select 1 from ${bookings} as ${sql.identifier(SPENT_BENEFIT)} where ${spentBenefit.id} = ${bookingId}
      and (${spentBenefit.pickupPeriodId} is not null or ${spentBenefit.expressPeriodId} is not null)))`,
  taken: sql<string>`(coalesce((select sum(${paymentTransactions.amountPesewas}) from ${paymentTransactions}
    where ${paymentTransactions.bookingId} = ${bookingId}
      and ${paymentTransactions.paymentStatus} in ('paid', 'refunded', 'refund_failed', 'refund_due')), 0) / 100.0)::numeric(10, 2)::text`,
  givenBack: sql<string>`(coalesce((select sum(case when ${paymentTransactions.paymentStatus} = 'refunded'
      then ${paymentTransactions.amountPesewas} - coalesce((select sum(${partialRefunds.amountPesewas}) from ${partialRefunds}
        where ${partialRefunds.paymentTransactionId} = ${paymentTransactions.id} and ${partialRefunds.status} = 'owed'), 0)
      else coalesce((select sum(${partialRefunds.amountPesewas}) from ${partialRefunds}
        where ${partialRefunds.paymentTransactionId} = ${paymentTransactions.id} and ${partialRefunds.status} = 'refunded'), 0) end)
    from ${paymentTransactions} where ${paymentTransactions.bookingId} = ${bookingId}), 0) / 100.0)::numeric(10, 2)::text`,
});

/**
 * The payment state of the select's `bookings` row (payment-state.ts `paymentState`), in SQL, for
 * the orders table's filter: the same sums (`bookingMoneySql`) and the same comparisons, in the
 * same order, as the function the rows' `payment_state` comes from. A test compares the two on
 * every state (ops-bookings.test.ts), so the filter lists an order under the state its row shows.
 */
export function paymentStateSql(): SQL<PaymentStateName> {
  const { taken, givenBack, packagePaid } = bookingMoneySql(bookings.id);
  return sql<PaymentStateName>`(select case
      when m.kept > m.owed then 'refund_due'
      when m.kept = m.owed then case
        when m.total = 0 and m.taken = 0 then case when m.package_paid then 'covered' else 'nothing_due' end
        when m.owed = 0 and m.taken > 0 then 'refunded'
        when m.owed = 0 then 'unpaid'
        else 'paid' end
      when m.kept <= 0 then 'unpaid'
      else 'balance_due' end
    from (select t.taken, t.taken - t.given_back as kept, t.total, t.package_paid,
            case when ${bookings.status} = 'cancelled' then 0 else t.total end as owed
          from (select ${taken}::numeric as taken, ${givenBack}::numeric as given_back, ${packagePaid} as package_paid,
                  (${bookings.subTotal} + ${bookings.expressFee} + ${bookings.pickupFee}) as total) t) m)`;
}

/**
 * Tells every copy of the API, when the calling transaction commits (never when it rolls back),
 * that the money of a booking changed without a status move or a payment row changing (weighed or
 * measured, a job priced or answered, a partial refund answered): the same `booking_events`
 * channel the triggers of migrations 0007 and 0010 use, with kind 'money', so the customer's and
 * the staff's streams refresh the order's money (decision 077).
 */
export async function announceMoneyChange(db: Db | Tx, bookingId: string): Promise<void> {
  await db.execute(sql`select pg_notify('booking_events', json_build_object(
      'kind', 'money', 'booking', ${bookings.id}, 'branch', ${bookings.branchId},
      'customer', ${bookings.userId}, 'to', ${bookings.status})::text)
    from ${bookings} where ${bookings.id} = ${bookingId}`);
}

/** The payment queries on `db` (the database or a transaction). */
export function financeRepository(db: Db | Tx) {
  return {
    /** See announceMoneyChange: on commit, the booking's money is announced to the live streams. */
    announceMoneyChange: (bookingId: string) => announceMoneyChange(db, bookingId),

    /** The payment queries of one customer. */
    forCustomer(userId: string) {
      const mine = () => eq(paymentTransactions.userId, userId);
      const ofPayable = (ref: PayableRef) =>
        and(
          mine(),
          ref.kind === 'booking' ? eq(paymentTransactions.bookingId, ref.id) : eq(paymentTransactions.subscriptionId, ref.id),
        );
      const attempt = (id: string) => and(mine(), eq(paymentTransactions.id, id));

      return {
        /**
         * The customer's booking or subscription, locked for the rest of the transaction (select
         * ... for update): "Make Payment" and settlement of the same one take turns.
         */
        async lockPayable(ref: PayableRef): Promise<Payable | undefined> {
          if (ref.kind === 'booking') {
            const [booking] = await db
              .select({
                subTotal: bookings.subTotal,
                expressFee: bookings.expressFee,
                pickupFee: bookings.pickupFee,
                status: bookings.status,
              })
              .from(bookings)
              .where(and(eq(bookings.userId, userId), eq(bookings.id, ref.id)))
              .for('update');
            // A booking's price is its total: the items' sub total plus the Express fee.
            return booking && {
              ref,
              price: bookingTotal({ sub_total: booking.subTotal, express_fee: booking.expressFee, pickup_fee: booking.pickupFee }),
              status: booking.status,
            };
          }
          const [row] = await db
            .select({ price: subscriptions.price, status: subscriptions.status, endDate: subscriptions.endDate })
            .from(subscriptions)
            .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, ref.id)))
            .for('update');
          return row && { ref, ...row };
        },

        /**
         * Pesewas given back of the booking's payments after weighing (partial refunds, owed or
         * made): they count as no longer taken.
         */
        async partiallyRefunded(ref: PayableRef): Promise<number> {
          if (ref.kind !== 'booking') return 0;
          const [row] = await db
            .select({ total: sql<number>`coalesce(sum(${partialRefunds.amountPesewas}), 0)::int` })
            .from(partialRefunds)
            .where(eq(partialRefunds.bookingId, ref.id));
          return Number(row.total);
        },

        /**
         * Records what the customer's booking owes them back out of one of its payments (after
         * weighing, or a job priced or refused); `requestedAt` when the gateway is asked for it at once.
         */
        async owePartialRefund(
          bookingId: string,
          refund: { paymentTransactionId: string; amountPesewas: number; requestedAt: Date | null },
        ): Promise<PartialRefund> {
          const [row] = await db.insert(partialRefunds).values({ ...refund, bookingId }).returning();
          return row;
        },

        /** Every attempt for a booking or subscription, oldest first. */
        attemptsFor: (ref: PayableRef) =>
          db.select().from(paymentTransactions).where(ofPayable(ref)).orderBy(paymentTransactions.createdAt),

        /** The customer's attempt with this reference, or undefined. */
        async findAttempt(reference: string): Promise<PaymentTransaction | undefined> {
          const [row] = await db
            .select()
            .from(paymentTransactions)
            .where(and(mine(), eq(paymentTransactions.reference, reference)));
          return row;
        },

        /** Locks one of the customer's attempts and returns its current state. */
        async lockAttempt(id: string): Promise<PaymentTransaction | undefined> {
          const [row] = await db.select().from(paymentTransactions).where(attempt(id)).for('update');
          return row;
        },

        /** Starts a new attempt for a booking or subscription. */
        async insertAttempt(ref: PayableRef, values: NewAttempt): Promise<PaymentTransaction> {
          const [row] = await db
            .insert(paymentTransactions)
            .values({
              ...values,
              userId,
              bookingId: ref.kind === 'booking' ? ref.id : null,
              subscriptionId: ref.kind === 'subscription' ? ref.id : null,
            })
            .returning();
          return row;
        },

        /** Changes an attempt; returns it as it now is. */
        async updateAttempt(id: string, values: Partial<NewAttempt>): Promise<PaymentTransaction> {
          const [row] = await db
            .update(paymentTransactions)
            .set({ ...values, updatedAt: sql`now()` })
            .where(attempt(id))
            .returning();
          return row;
        },

        /** Records the provider's access code on an attempt still pending. */
        async recordAccessCode(id: string, accessCode: string | null): Promise<void> {
          await db
            .update(paymentTransactions)
            .set({ accessCode, updatedAt: sql`now()` })
            .where(and(attempt(id), eq(paymentTransactions.paymentStatus, 'pending')));
        },

        /** Marks a pending attempt failed (only if still pending: a settlement may have won meanwhile). */
        async failIfPending(id: string, failureReason: string): Promise<void> {
          await db
            .update(paymentTransactions)
            .set({ paymentStatus: 'failed', failureReason, updatedAt: sql`now()` })
            .where(and(attempt(id), eq(paymentTransactions.paymentStatus, 'pending')));
        },

        /** Closes every other open attempt of the same booking or subscription. */
        async closeOtherOpenAttempts(ref: PayableRef, keepId: string, failureReason: string): Promise<void> {
          await db
            .update(paymentTransactions)
            .set({ paymentStatus: 'failed', failureReason, updatedAt: sql`now()` })
            .where(
              and(ofPayable(ref), ne(paymentTransactions.id, keepId), inArray(paymentTransactions.paymentStatus, [...OPEN_STATUSES])),
            );
        },

        /** The email the provider's receipt goes to. */
        async email(): Promise<string> {
          const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
          return row.email;
        },
      };
    },

    /** The reads of a payment provider, which vouches only for the attempts made through it. */
    forProvider(provider: PaymentProvider) {
      return {
        /** The attempt this provider was given this reference for, whoever's it is. */
        async findAttempt(reference: string): Promise<PaymentTransaction | undefined> {
          const [row] = await db
            .select()
            .from(paymentTransactions)
            .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.reference, reference)));
          return row;
        },
      };
    },
  };
}

export type FinanceRepository = ReturnType<typeof financeRepository>;
/** One customer's payment queries. */
export type CustomerPayments = ReturnType<FinanceRepository['forCustomer']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments on the database. */
    financeRepository: FinanceRepository;
  }
}

/** Decorates `app.financeRepository`. */
export default fp(
  async function financeRepositoryPlugin(app: FastifyInstance) {
    app.decorate('financeRepository', financeRepository(app.db));
  },
  { name: 'finance-repository', dependencies: ['database'] },
);
