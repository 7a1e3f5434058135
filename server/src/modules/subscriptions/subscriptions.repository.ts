/**
 * Queries of subscriptions, bound to one customer when they are built (`forCustomer`), so another
 * customer's subscription is never read. Rows are read joined with their package.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import type { Db, Tx } from '../../db/client';
import {
  packageAllowances,
  packageCoveredCategories,
  packages,
  subscriptionPeriodAllowances,
  subscriptionPeriods,
  subscriptions,
  type SoldBenefits,
} from '../../db/schema';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { subscriptionPeriod } from './subscription-period';
import { canPayAhead, nextMonthOf } from '@laundry-accra/domain/renewal';

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
        // The paid period containing today, if any: what the allowance has left of it.
        periodStart: subscriptionPeriods.periodStart,
        periodEnd: subscriptionPeriods.periodEnd,
        allowance: subscriptionPeriods.allowance,
        used: subscriptionPeriods.used,
      })
      .from(subscriptions)
      .innerJoin(packages, eq(subscriptions.packageId, packages.id))
      .leftJoin(
        subscriptionPeriods,
        and(
          eq(subscriptionPeriods.subscriptionId, subscriptions.id),
          lte(subscriptionPeriods.periodStart, sql`${todayInAccra()}::date`),
          gt(subscriptionPeriods.periodEnd, sql`${todayInAccra()}::date`),
        ),
      );
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
    period_start: row.periodStart,
    period_end: row.periodEnd,
    allowance: row.allowance ?? row.totalItems,
    used: row.used ?? 0,
    remaining: row.allowance === null ? (row.status === 'active' ? row.totalItems : 0) : row.allowance - (row.used ?? 0),
  });

  return {
    /**
     * An offered package with the price, number of items and benefits a subscription to it copies
     * (an archived package takes no new subscription; the running ones keep what they were sold).
     */
    async findPackage(id: string): Promise<{ id: string; name: string; price: string; quantity: number; benefits: SoldBenefits } | undefined> {
      const [row] = await db
        .select({
          id: packages.id,
          name: packages.name,
          price: packages.price,
          quantity: packages.quantity,
          freePickups: packages.freePickups,
          expressUpgrades: packages.expressUpgrades,
        })
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.isActive, true)));
      if (!row) return undefined;
      const [covered, further] = await Promise.all([
        db.select({ id: packageCoveredCategories.categoryId }).from(packageCoveredCategories).where(eq(packageCoveredCategories.packageId, id)),
        db
          .select({ categoryId: packageAllowances.categoryId, unit: packageAllowances.unit, quantity: packageAllowances.quantity })
          .from(packageAllowances)
          .where(eq(packageAllowances.packageId, id))
          .orderBy(asc(packageAllowances.position), asc(packageAllowances.id)),
      ]);
      const { freePickups, expressUpgrades, ...pack } = row;
      return {
        ...pack,
        benefits: {
          allowances: [
            { categoryIds: covered.map((c) => c.id).sort(), unit: 'piece', quantity: row.quantity },
            ...further.map((a) => ({ categoryIds: [a.categoryId], unit: a.unit, quantity: a.quantity })),
          ],
          freePickups,
          expressUpgrades,
        },
      };
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

        /**
         * Marks the customer's active subscriptions whose last paid day has passed as expired, so
         * they stop holding their package (the customer may subscribe to it again).
         */
        async expireEnded(today: string = todayInAccra()): Promise<void> {
          await db
            .update(subscriptions)
            .set({ status: 'expired', updatedAt: sql`now()` })
            .where(and(mine(), eq(subscriptions.status, 'active'), lte(subscriptions.endDate, today)));
        },

        /** The customer's active or awaiting-payment subscription to a package, if any. */
        async holding(packageId: string): Promise<{ id: string } | undefined> {
          const [row] = await db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(and(mine(), eq(subscriptions.packageId, packageId), inArray(subscriptions.status, ['inactive', 'active'])));
          return row;
        },

        async create(fields: {
          packageId: string;
          price: string;
          totalItems: number;
          benefits: SoldBenefits;
          startDate: string;
          endDate: string;
        }): Promise<string> {
          const [row] = await db
            .insert(subscriptions)
            .values({ userId, ...fields, status: 'inactive' })
            .returning({ id: subscriptions.id });
          return row.id;
        },

        /**
         * Paid: an awaiting-payment subscription is active for a month from today (subscriptionPeriod),
         * or an active one paid ahead gets the month after its current one (renewal.ts); that
         * month becomes a period with the benefits the subscription was sold (a later change of
         * the package leaves a running subscription as it was sold). An ended
         * (expired) one is never brought back: renewing is subscribing again.
         */
        async activate(id: string): Promise<void> {
          const [current] = await db
            .select({ status: subscriptions.status, endDate: subscriptions.endDate })
            .from(subscriptions)
            .where(and(mine(), eq(subscriptions.id, id)));
          // Paid ahead while active (renewal.ts): the next month starts the day this one ends.
          const renewing = current?.status === 'active' && canPayAhead({ status: 'active', end_date: current.endDate }, todayInAccra());
          const period = renewing ? nextMonthOf(current.endDate) : subscriptionPeriod();
          const [activated] = await db
            .update(subscriptions)
            .set(renewing ? { endDate: period.endDate, updatedAt: sql`now()` } : { status: 'active', ...period, updatedAt: sql`now()` })
            .where(and(mine(), eq(subscriptions.id, id), eq(subscriptions.status, renewing ? 'active' : 'inactive')))
            .returning({ id: subscriptions.id, packageId: subscriptions.packageId });
          if (!activated) return;
          // The month gets what the subscription was sold (its first allowance is the items one).
          const [sold] = await db
            .select({ totalItems: subscriptions.totalItems, benefits: subscriptions.benefits })
            .from(subscriptions)
            .where(eq(subscriptions.id, id));
          const [items, ...further] = sold.benefits?.allowances ?? [];
          const [created] = await db
            .insert(subscriptionPeriods)
            .values({
              subscriptionId: id,
              periodStart: period.startDate,
              periodEnd: period.endDate,
              allowance: items?.quantity ?? sold.totalItems,
              freePickups: sold.benefits?.freePickups ?? 0,
              expressUpgrades: sold.benefits?.expressUpgrades ?? 0,
            })
            .onConflictDoNothing()
            .returning({ id: subscriptionPeriods.id });
          const extras = created
            ? further.flatMap((a, position) =>
                a.categoryIds.map((categoryId) => ({ periodId: created.id, categoryId, unit: a.unit, allowance: a.quantity, position })),
              )
            : [];
          if (extras.length) await db.insert(subscriptionPeriodAllowances).values(extras).onConflictDoNothing();
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
