/**
 * Subscribing to a monthly package. Price and number of items come from the package, the dates
 * from Accra's calendar (one month from today); a new subscription is inactive until paid, and its
 * month starts again on the day it is paid (subscription-period.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid, messages } from '@laundry-accra/domain/rules';
import type { SubscribeBody, SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import { badRequest, notFound } from '../../lib/http-errors';
import { subscriptionPeriod } from './subscription-period';
import type { SubscriptionsRepository } from './subscriptions.repository';

export const SUBSCRIPTION_MESSAGES = {
  package: messages.subscribe.package,
  unknownPackage: (id: string) => `Invalid pk "${id}" - object does not exist.`,
} as const;

/** The subscriptions service over its repository. */
export function subscriptionsService(repository: SubscriptionsRepository) {
  return {
    /** The service of one customer's subscriptions. */
    forCustomer(userId: string) {
      const repo = repository.forCustomer(userId);
      return {
        list: repo.list,

        async get(id: string): Promise<SubscriptionDto> {
          const found = await repo.find(id);
          if (!found) throw notFound();
          return found;
        },

        /** Subscribes the customer to a package; anything but `package` in the body is ignored. */
        async subscribe(body: SubscribeBody, now: Date = new Date()): Promise<SubscriptionDto> {
          const pack = isUuid(body.package) ? await repository.findPackage(body.package) : undefined;
          if (!pack) throw badRequest({ package: [SUBSCRIPTION_MESSAGES.unknownPackage(body.package)] });
          const id = await repo.create({
            packageId: pack.id,
            price: pack.price,
            totalItems: pack.quantity,
            ...subscriptionPeriod(now),
          });
          return (await repo.find(id))!;
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
    app.decorate('subscriptions', subscriptionsService(app.subscriptionsRepository));
  },
  { name: 'subscriptions-service', dependencies: ['subscriptions-repository'] },
);
