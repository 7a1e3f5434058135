/**
 * Subscribing to a monthly package. Price and number of items come from the package, the dates
 * from Accra's calendar (one month from today); a new subscription is inactive until paid, and its
 * month starts again on the day it is paid (subscription-period.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid, messages } from '@laundry-accra/domain/rules';
import type { SubscribeBody, SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { subscriptionPeriod } from './subscription-period';
import { subscriptionsRepository, type SubscriptionsRepository } from './subscriptions.repository';
import type { Db } from '../../db/client';

export const SUBSCRIPTION_MESSAGES = {
  package: messages.subscribe.package,
  unknownPackage: (id: string) => `Invalid pk "${id}" - object does not exist.`,
  alreadySubscribed: (packageName: string) => `You already have the ${packageName} package.`,
} as const;

/** The subscriptions service over its repository. */
export function subscriptionsService(db: Db, repository: SubscriptionsRepository) {
  return {
    /** The service of one customer's subscriptions. */
    forCustomer(userId: string) {
      const repo = repository.forCustomer(userId);
      return {
        async list(limit: number, offset: number) {
          await repo.expireEnded();
          return repo.list(limit, offset);
        },

        async get(id: string): Promise<SubscriptionDto> {
          await repo.expireEnded();
          const found = await repo.find(id);
          if (!found) throw notFound();
          return found;
        },

        /** Subscribes the customer to a package; anything but `package` in the body is ignored. */
        async subscribe(body: SubscribeBody, now: Date = new Date()): Promise<SubscriptionDto> {
          const pack = isUuid(body.package) ? await repository.findPackage(body.package) : undefined;
          if (!pack) throw badRequest({ package: [SUBSCRIPTION_MESSAGES.unknownPackage(body.package)] });
          const refused = () => conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed(pack.name));
          try {
            return await db.transaction(async (tx) => {
              const mine = subscriptionsRepository(tx).forCustomer(userId);
              await mine.expireEnded();
              if (await mine.holding(pack.id)) throw refused();
              const id = await mine.create({
                packageId: pack.id,
                price: pack.price,
                totalItems: pack.quantity,
                benefits: pack.benefits,
                ...subscriptionPeriod(now),
              });
              return (await mine.find(id))!;
            });
          } catch (error) {
            // Two subscribes at once: the one-per-package index refuses the second insert.
            if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw refused();
            throw error;
          }
        },
      };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' subscriptions: `app.subscriptions.forCustomer(id)`. */
    subscriptions: SubscriptionsService;
  }
}

/** Decorates `app.subscriptions`. */
export default fp(
  async function subscriptionsServicePlugin(app: FastifyInstance) {
    app.decorate('subscriptions', subscriptionsService(app.db, app.subscriptionsRepository));
  },
  { name: 'subscriptions-service', dependencies: ['database', 'subscriptions-repository'] },
);
