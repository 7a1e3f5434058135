/**
 * Subscriptions as staff see them: every customer's, whatever the staff member's branch, since a
 * monthly package belongs to no branch (it is used at either counter).
 */
import type { OpsSubscriptionRowDto } from '@laundry-accra/domain/schemas/ops';
import type { PaymentStatus, SubscriptionStatus } from '@laundry-accra/domain/statuses';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { packages, paymentTransactions, subscriptions, users } from '../../db/schema';

/** The payment status a subscription shows: a paid attempt if there is one, else the newest. */
const shownPaymentStatus = sql<PaymentStatus>`coalesce((
  select ${paymentTransactions.paymentStatus} from ${paymentTransactions}
  where ${paymentTransactions.subscriptionId} = ${subscriptions.id}
  order by (${paymentTransactions.paymentStatus} = 'paid') desc,
    ${paymentTransactions.createdAt} desc, ${paymentTransactions.id} desc
  limit 1), 'unpaid')`;

/** The staff queries of subscriptions on `db`. */
export function opsSubscriptionsRepository(db: Db | Tx) {
  const rows = (where: SQL | undefined) =>
    db
      .select({
        id: subscriptions.id,
        customerId: users.id,
        customerName: users.name,
        customerEmail: users.email,
        customerPhone: users.phone,
        packageId: packages.id,
        packageName: packages.name,
        price: subscriptions.price,
        status: subscriptions.status,
        paymentStatus: shownPaymentStatus,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .$dynamic();
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const toRow = (row: Row): OpsSubscriptionRowDto => ({
    id: row.id,
    customer: {
      id: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    package: { id: row.packageId, name: row.packageName },
    price: row.price,
    status: row.status,
    payment_status: row.paymentStatus,
    start_date: row.startDate,
    end_date: row.endDate,
    created_at: row.createdAt.toISOString(),
  });

  return {
    /** One page of subscriptions, newest first, optionally of one status. */
    async list(
      status: SubscriptionStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<{ count: number; results: OpsSubscriptionRowDto[] }> {
      const where = status ? eq(subscriptions.status, status) : undefined;
      const [[total], page] = await Promise.all([
        db.select({ n: count() }).from(subscriptions).where(where),
        rows(where).limit(limit).offset(offset),
      ]);
      return { count: total.n, results: page.map(toRow) };
    },

    /** Whose subscription it is, or undefined when there is none. */
    async owner(id: string): Promise<{ userId: string } | undefined> {
      const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** Every subscription of one customer, newest first. */
    async ofCustomer(customerId: string): Promise<OpsSubscriptionRowDto[]> {
      return (await rows(eq(subscriptions.userId, customerId))).map(toRow);
    },
  };
}

export type OpsSubscriptionsRepository = ReturnType<typeof opsSubscriptionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every customer's subscriptions, for staff. */
    opsSubscriptions: OpsSubscriptionsRepository;
  }
}

/** Decorates `app.opsSubscriptions`. */
export default fp(
  async function opsSubscriptionsPlugin(app: FastifyInstance) {
    app.decorate('opsSubscriptions', opsSubscriptionsRepository(app.db));
  },
  { name: 'ops-subscriptions', dependencies: ['database'] },
);
