/**
 * Queries of subscriptions, bound to one customer when they are built (`forCustomer`), so another
 * customer's subscription is never read. Rows are read joined with their package.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import type { Db, Tx } from '../../db/client';
import { packages, subscriptions } from '../../db/schema';
import { subscriptionPeriod } from './subscription-period';

/** The subscription queries on `db` (the database or a transaction). */
export function subscriptionsRepository(db: Db | Tx) {
  const withPackage = () =>
    db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        packageId: packages.id,
        packageName: packages.name,
        packagePrice: packages.price,
        price: subscriptions.price,
        totalItems: subscriptions.totalItems,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        status: subscriptions.status,
      })
      .from(subscriptions)
      .innerJoin(packages, eq(subscriptions.packageId, packages.id));
  type Row = Awaited<ReturnType<ReturnType<typeof withPackage>['execute']>>[number];
  const toDto = (row: Row): SubscriptionDto => ({
    id: row.id,
    user: row.userId,
    package: { id: row.packageId, name: row.packageName, price: row.packagePrice },
    price: row.price,
    total_items: row.totalItems,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
  });

  return {
    /**
     * An offered package with the price and number of items a subscription to it copies (an
     * archived package takes no new subscription; the running ones keep their copied price).
     */
    async findPackage(id: string) {
      const [row] = await db
        .select({ id: packages.id, price: packages.price, quantity: packages.quantity })
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.isActive, true)));
      return row;
    },

    /** The queries of one customer's subscriptions. */
    forCustomer(userId: string) {
      const mine = () => eq(subscriptions.userId, userId);
      return {
        /** One page of the customer's subscriptions, newest first. */
        async list(limit: number, offset: number): Promise<{ count: number; results: SubscriptionDto[] }> {
          const [[total], rows] = await Promise.all([
            db.select({ n: count() }).from(subscriptions).where(mine()),
            withPackage()
              .where(mine())
              .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
              .limit(limit)
              .offset(offset),
          ]);
          return { count: Number(total.n), results: rows.map(toDto) };
        },

        async find(id: string): Promise<SubscriptionDto | undefined> {
          const [row] = await withPackage().where(and(mine(), eq(subscriptions.id, id)));
          return row && toDto(row);
        },

        async create(fields: {
          packageId: string;
          price: string;
          totalItems: number;
          startDate: string;
          endDate: string;
        }): Promise<string> {
          const [row] = await db
            .insert(subscriptions)
            .values({ userId, ...fields, status: 'inactive' })
            .returning({ id: subscriptions.id });
          return row.id;
        },

        /** Paid: the subscription is active for a month from today (subscriptionPeriod). */
        async activate(id: string): Promise<void> {
          await db
            .update(subscriptions)
            .set({ status: 'active', ...subscriptionPeriod(), updatedAt: sql`now()` })
            .where(and(mine(), eq(subscriptions.id, id), ne(subscriptions.status, 'active')));
        },
      };
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions on the database. */
    subscriptionsRepository: SubscriptionsRepository;
  }
}

/** Decorates `app.subscriptionsRepository`. */
export default fp(
  async function subscriptionsRepositoryPlugin(app: FastifyInstance) {
    app.decorate('subscriptionsRepository', subscriptionsRepository(app.db));
  },
  { name: 'subscriptions-repository', dependencies: ['database'] },
);
