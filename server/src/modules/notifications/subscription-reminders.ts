/**
 * The daily job that reminds customers, 3 days ahead, that their subscription ends, with a link
 * to renew. Every copy of the API runs it (at start, then every few hours, so a day is never
 * missed by a copy that was down at some hour); the outbox's key of the subscription and its end
 * date makes it write each reminder once, whichever copies run it and however often.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { SUBSCRIPTION_REMINDER_DAYS } from '@laundry-accra/domain/notifications';
import type { Db } from '../../db/client';
import type { Notifications } from './notifications.service';
import { notificationsRepository } from './notifications.repository';

/** How often each copy looks (ms). */
export const REMINDER_SWEEP_MS = 6 * 60 * 60 * 1000;

/**
 * Writes the reminders of the active subscriptions that end `SUBSCRIPTION_REMINDER_DAYS` after
 * `now`'s day in Accra; returns how many were written now (reminders written before are not).
 */
export async function remindSubscriptionsEnding(db: Db, notifications: Notifications, now = new Date()): Promise<number> {
  const endDate = addDays(todayInAccra(now), SUBSCRIPTION_REMINDER_DAYS);
  const ending = await notificationsRepository(db).subscriptionsEndingOn(endDate);
  let written = 0;
  for (const { id } of ending) {
    // One transaction each: one customer's unreadable row never holds back the others' reminders.
    if (await db.transaction((tx) => notifications.subscriptionEnding(tx, id))) written += 1;
  }
  return written;
}

/** Runs the job at start and every REMINDER_SWEEP_MS (not under test, where tests run it). */
export default fp(
  async function subscriptionReminders(app: FastifyInstance) {
    if (app.config.nodeEnv === 'test') return;
    const run = () =>
      remindSubscriptionsEnding(app.db, app.notifications).then(
        (written) => {
          if (written) app.log.info({ written }, 'subscription reminders written');
        },
        (error: unknown) => app.log.error({ err: error }, 'subscription reminders could not be written'),
      );
    let running: Promise<void> | undefined;
    const timer = setInterval(() => void (running = run()), REMINDER_SWEEP_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      running = run();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'subscription-reminders', dependencies: ['notifications', 'database'] },
);
