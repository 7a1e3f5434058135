/**
 * Subscribing to a monthly package. Price and number of items come from the package, the dates
 * from Accra's calendar (one month from today); a new subscription is inactive until paid, and its
 * month starts again on the day it is paid (see subscriptionPeriod).
 */
import { isUuid } from '@laundry-accra/domain/rules';
import type { Db } from '../../db/client';
import { addMonths, todayInAccra } from '@laundry-accra/domain/dates';
import { badRequest, notFound } from '../../lib/http-errors';
import { subscriptionsRepository } from './subscriptions.repository';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';

/** How long one subscription runs. */
export const SUBSCRIPTION_MONTHS = 1;

/**
 * The month a subscription covers, starting today in Accra: set when the customer subscribes and
 * again when the payment settles, so a subscription paid days later still gets its whole month.
 */
export function subscriptionPeriod(now: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = todayInAccra(now);
  return { startDate, endDate: addMonths(startDate, SUBSCRIPTION_MONTHS) };
}

export const SUBSCRIPTION_MESSAGES = {
  package: 'Please select a package.',
  unknownPackage: (id: string) => `Invalid pk "${id}" - object does not exist.`,
} as const;

export function subscriptionsService(db: Db) {
  const repo = subscriptionsRepository(db);
  return {
    list: repo.list,

    async get(userId: string, id: string): Promise<SubscriptionDto> {
      const found = await repo.find(userId, id);
      if (!found) throw notFound();
      return found;
    },

    /** Subscribes the customer to a package; anything but `package` in the body is ignored. */
    async subscribe(
      userId: string,
      body: { package?: unknown },
      now: Date = new Date(),
    ): Promise<SubscriptionDto> {
      const packageId = typeof body.package === 'string' ? body.package.trim() : '';
      if (!packageId) throw badRequest({ package: [SUBSCRIPTION_MESSAGES.package] });
      const pack = isUuid(packageId) ? await repo.findPackage(packageId) : undefined;
      if (!pack) throw badRequest({ package: [SUBSCRIPTION_MESSAGES.unknownPackage(packageId)] });
      const id = await repo.create(userId, {
        packageId: pack.id,
        price: pack.price,
        totalItems: pack.quantity,
        ...subscriptionPeriod(now),
      });
      return (await repo.find(userId, id))!;
    },
  };
}
