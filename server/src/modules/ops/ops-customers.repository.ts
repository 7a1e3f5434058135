/**
 * Customers as staff see them, bound to a branch scope when built (`forScope`). Every staff member
 * finds every customer: a customer is nobody's branch's (they may book at either, or walk in at
 * the other counter), and the counter must be able to look them up. What a customer did at
 * another branch stays with that branch: a staff member bound to one branch sees only that
 * branch's bookings of the customer, and the counts and totals of those bookings. Subscriptions
 * and addresses belong to no branch, so every staff member sees them.
 */
import type {
  OpsCustomerDetailDto,
  OpsCustomerRowDto,
  OrderAddressDto,
} from '@laundry-accra/domain/schemas/ops';
import { fromPesewas } from '@laundry-accra/domain/money';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { addresses, bookings, users } from '../../db/schema';
import { opsBookingsRepository } from './ops-bookings.repository';
import { opsSubscriptionsRepository } from './ops-subscriptions.repository';
import { withinBranchScope, type BranchScope } from './staff-access';

/** How many of a customer's bookings their detail lists, newest first. */
export const CUSTOMER_BOOKINGS_SHOWN = 50;

/** `%text%` for ILIKE, with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isCustomer = eq(users.role, 'customer');

/** The staff queries of customers on `db`. */
export function opsCustomersRepository(db: Db) {
  const subscriptionsOf = opsSubscriptionsRepository(db);

  return {
    /** The queries of customers as the staff of `scope` see them. */
    forScope(scope: BranchScope) {
      const bookingInScope = and(
        eq(bookings.userId, users.id),
        withinBranchScope(scope, bookings.branchId),
      );
      // What the customer paid: for bookings in the scope, and for subscriptions (no branch's).
      // Written with aliases: the outer query reads users alone, so Drizzle would leave its
      // columns unqualified and ambiguous with the subquery's.
      const paidBookingInScope =
        scope.branchId === null ? sql`true` : sql`b.branch_id = ${scope.branchId}`;
      const paidPesewas = sql<number>`(
        select coalesce(sum(t.amount_pesewas), 0)::int
        from payment_transactions t left join bookings b on b.id = t.booking_id
        where t.user_id = "users"."id" and t.payment_status = 'paid'
          and (t.subscription_id is not null or ${paidBookingInScope}))`;
      const bookingsCount = sql<number>`(select count(*)::int from ${bookings} where ${bookingInScope})`;
      const lastBookingAt = sql<
        string | null
      >`(select max(${bookings.createdAt}) from ${bookings} where ${bookingInScope})`;

      const rows = (where: SQL | undefined) =>
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            bookingsCount,
            paidPesewas,
            lastBookingAt,
          })
          .from(users)
          .where(and(isCustomer, where))
          .$dynamic();
      type Row = Awaited<ReturnType<typeof rows>>[number];
      const toRow = (row: Row): OpsCustomerRowDto => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        bookings_count: row.bookingsCount,
        total_paid: fromPesewas(row.paidPesewas),
        // Read through sql``, so the driver hands back text: one ISO form whichever driver it is.
        last_booking_at:
          row.lastBookingAt === null ? null : new Date(row.lastBookingAt).toISOString(),
      });

      return {
        /** One page of customers by name, optionally those whose name, email or phone contains `search`. */
        async list(search: string | undefined, limit: number, offset: number) {
          const text = search?.trim();
          const where = text
            ? or(
                ilike(users.name, containing(text)),
                ilike(users.email, containing(text)),
                ilike(users.phone, containing(text)),
              )
            : undefined;
          const [[total], page] = await Promise.all([
            db.select({ n: count() }).from(users).where(and(isCustomer, where)),
            rows(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
          ]);
          return { count: total.n, results: page.map(toRow) };
        },

        /** The customer with their bookings (in the scope), subscriptions and saved addresses. */
        async detail(id: string): Promise<OpsCustomerDetailDto | undefined> {
          const [row] = await rows(eq(users.id, id));
          if (!row) return undefined;
          const bookingIds = await db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.userId, id), withinBranchScope(scope, bookings.branchId)))
            .orderBy(desc(bookings.createdAt), desc(bookings.orderNumber))
            .limit(CUSTOMER_BOOKINGS_SHOWN);
          const bookingRows = opsBookingsRepository(db).forScope(scope);
          const [customerBookings, customerSubscriptions, saved] = await Promise.all([
            Promise.all(bookingIds.map(({ id: bookingId }) => bookingRows.findRow(bookingId))),
            subscriptionsOf.ofCustomer(id),
            db
              .select({
                id: addresses.id,
                address_name: addresses.addressName,
                address: addresses.address,
                street_name: addresses.streetName,
                city: addresses.city,
                town: addresses.town,
              })
              .from(addresses)
              .where(and(eq(addresses.userId, id), isNull(addresses.deletedAt)))
              .orderBy(asc(addresses.createdAt), asc(addresses.id)),
          ]);
          return {
            ...toRow(row),
            bookings: customerBookings.flatMap((booking) => (booking ? [booking] : [])),
            subscriptions: customerSubscriptions,
            addresses: saved satisfies OrderAddressDto[],
          };
        },
      };
    },
  };
}

export type OpsCustomersRepository = ReturnType<typeof opsCustomersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers for staff: `app.opsCustomers.forScope(branchScopeOf(request.staff))`. */
    opsCustomers: OpsCustomersRepository;
  }
}

/** Decorates `app.opsCustomers`. */
export default fp(
  async function opsCustomersPlugin(app: FastifyInstance) {
    app.decorate('opsCustomers', opsCustomersRepository(app.db));
  },
  { name: 'ops-customers', dependencies: ['database'] },
);
