/**
 * Notifications: what a customer is told when something happens to their order, payment,
 * subscription or account. Each method is called inside the transaction of the change, with that
 * transaction, and writes the outbox rows there: a change that rolls back tells nobody, and one
 * that commits is sent even if this process stops right after (the outbox is swept by every
 * copy). Each row has a key of the event and channel (`booking:<id>:picked_up:sms`), so the same
 * notification is written once, however often the change is retried.
 *
 * Email goes for every kind (HTML and plain text rendered from React, email-layout.tsx), except an
 * optional kind the customer turned off; SMS goes for the order steps and receipts when the
 * customer gave a phone number and left SMS on. An email's row keeps the facts it is rendered
 * from (the message's call, StoredEmail), not its HTML: rendering takes milliseconds of the event
 * loop, so it happens after the transaction, when the email is sent or read (decision 081).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  OPTIONAL_KINDS,
  SMS_KINDS,
  STATUS_NOTIFICATIONS,
  type NotificationChannel,
} from '@laundry-accra/domain/notifications';
import type { CounterPaymentMethod } from '@laundry-accra/domain/payments';
import type { BookingStatus } from '@laundry-accra/domain/statuses';
import { fromPesewas } from '@laundry-accra/domain/money';
import type { Tx } from '../../db/client';
import type { PaymentTransaction } from '../../db/schema';
import { addNotifications, type OutgoingNotification } from '../mail/outbox.repository';
import {
  messageCall as call,
  messageOf,
  storedEmail,
  type CancelledMoney,
  type CorrectedStep,
  type MessageCall,
  type PaymentFacts,
  type WeighedMoney,
} from './notification-messages';
import { notificationsRepository, type Recipient } from './notifications.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** What the notifications need to know of the server. */
export interface NotificationsOptions {
  /** The product's public origin, for links. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /** The channels this server delivers (the others are kept in the outbox, for reading). */
  delivered: () => readonly NotificationChannel[];
}

/** The path of the unsubscribe link and of the List-Unsubscribe header. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** The notifications service. */
export function notificationsService({ publicUrl, secret, delivered }: NotificationsOptions) {
  const origin = publicUrl.replace(/\/$/, '');
  const unsubscribeUrl = (userId: string) => `${origin}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, userId)}`;

  /**
   * The outbox rows of the message `messageCall` makes for `to`: the email unless turned off (kept
   * as its call, rendered once committed), the SMS when it has one and may go. Building the
   * message itself is cheap (its subject and SMS are strings; its body a React tree not rendered).
   */
  function rowsOf(to: Recipient, messageCall: MessageCall, subjectKey: string, bookingId?: string): OutgoingNotification[] {
    const message = messageOf(origin, messageCall);
    const rows: OutgoingNotification[] = [];
    const key = (channel: NotificationChannel) => `${subjectKey}:${message.kind}:${channel}`;
    if (to.marketingEmails || !OPTIONAL_KINDS.includes(message.kind)) {
      const url = unsubscribeUrl(to.id);
      rows.push({
        channel: 'email',
        to: to.email,
        subject: message.subject,
        message: storedEmail(origin, url, messageCall),
        kind: message.kind,
        dedupeKey: key('email'),
        userId: to.id,
        bookingId,
        // RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, one POST away.
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    if (message.sms && to.phone && to.smsNotifications && SMS_KINDS.includes(message.kind)) {
      rows.push({
        channel: 'sms',
        to: to.phone,
        subject: message.subject,
        text: message.sms,
        kind: message.kind,
        dedupeKey: key('sms'),
        userId: to.id,
        bookingId,
      });
    }
    return rows;
  }

  /** Writes the message `message` calls for `to` in `tx`; returns how many rows were new. */
  function writeTo(tx: Tx, to: Recipient, subjectKey: string, message: (to: Recipient) => MessageCall, bookingId?: string) {
    return addNotifications(tx, rowsOf(to, message(to), subjectKey, bookingId), delivered());
  }

  /** Writes the message `message` calls for the customer `userId` in `tx`; returns how many rows were new. */
  async function write(tx: Tx, userId: string, subjectKey: string, message: (to: Recipient) => MessageCall, bookingId?: string) {
    const to = await notificationsRepository(tx).recipient(userId);
    if (!to) return 0;
    return writeTo(tx, to, subjectKey, message, bookingId);
  }

  /** A receipt's facts from the paid attempt. */
  const paymentFacts = (attempt: PaymentTransaction): PaymentFacts => ({
    amount: fromPesewas(attempt.amountPesewas),
    method: attempt.method,
    reference: attempt.method === 'online' ? attempt.reference : attempt.counterReference,
    paidAt: attempt.paidAt ?? new Date(),
  });

  return {
    /** Checkout made the booking: the order number, lines, total, pickup date and branch. */
    async bookingPlaced(tx: Tx, bookingId: string): Promise<void> {
      const found = await notificationsRepository(tx).order(bookingId);
      if (!found) return;
      const { order, to } = found;
      await writeTo(tx, to, `booking:${bookingId}`, () => call('bookingPlaced', to.name.split(/\s+/)[0], order), bookingId);
    },

    /**
     * Staff moved the booking to `status`. Washing and packaging are not announced (the customer
     * sees them in the app); `paid` is the payment that had been made when it was cancelled.
     */
    async bookingMoved(
      tx: Tx,
      change: {
        bookingId: string;
        status: BookingStatus;
        reason: string | null;
        paid: PaymentTransaction | undefined;
        /** Set when the booking reached this status before (a step moved back, then made again): its version now. */
        again?: number;
        /** Staff went against the customer's choice of delivery or collection: the reason is told. */
        override?: boolean;
      },
    ): Promise<void> {
      if (!Object.hasOwn(STATUS_NOTIFICATIONS, change.status)) return;
      const found = await notificationsRepository(tx).order(change.bookingId);
      if (!found) return;
      const { order, to } = found;
      const { paid } = change;
      const money: CancelledMoney = !paid
        ? { kind: 'none' }
        : paid.method === 'online'
          ? { kind: 'online', amount: fromPesewas(paid.amountPesewas) }
          : { kind: 'counter', amount: fromPesewas(paid.amountPesewas), method: paid.method as CounterPaymentMethod };
      const message = (() => {
        switch (change.status) {
          case 'picked_up':
            return call('pickedUp', order);
          case 'ready_for_pickup':
            return call('readyForPickup', order, change.override ? change.reason : null);
          case 'ready_for_delivery':
            return call('readyForDelivery', order, change.override ? change.reason : null);
          case 'completed':
            return call('completed', order);
          default:
            return call('cancelled', order, change.reason ?? 'No reason was given.', money);
        }
      })();
      // The first time a status is reached keeps the key it always had; a step made again after
      // a move back is told again.
      const key = change.again === undefined ? `booking:${change.bookingId}` : `booking:${change.bookingId}:v${change.again}`;
      await writeTo(tx, to, key, () => message, change.bookingId);
    },

    /** The business moved the booking's pickup (a closed day): the new window and why. Keyed by the booking's version. */
    async pickupMoved(tx: Tx, change: { bookingId: string; reason: string; version: number }): Promise<void> {
      const found = await notificationsRepository(tx).order(change.bookingId);
      if (!found) return;
      const { order, to } = found;
      const key = `booking:${change.bookingId}:v${change.version}`;
      await writeTo(tx, to, key, () => call('pickupMoved', order, change.reason), change.bookingId);
    },

    /**
     * Staff moved back the step to `undone` made at `since`. Its notifications not sent yet are
     * withdrawn; where the customer was told all the same (sent, or going out now), a correction
     * follows, keyed by the booking's version. Washing and packaging were never announced.
     */
    async bookingMovedBack(
      tx: Tx,
      change: { bookingId: string; undone: BookingStatus; since: Date; version: number },
    ): Promise<'corrected' | 'withdrawn' | 'nothing told'> {
      if (change.undone === 'cancelled' || !Object.hasOwn(STATUS_NOTIFICATIONS, change.undone)) return 'nothing told';
      const undone = change.undone as CorrectedStep;
      const repo = notificationsRepository(tx);
      const { withdrawn, told } = await repo.withdrawStep(change.bookingId, STATUS_NOTIFICATIONS[undone], change.since);
      if (!told) return withdrawn ? 'withdrawn' : 'nothing told';
      const found = await repo.order(change.bookingId);
      if (!found) return 'nothing told';
      const { order, to } = found;
      const key = `booking:${change.bookingId}:v${change.version}`;
      await writeTo(tx, to, key, () => call('stepCorrected', order, undone), change.bookingId);
      return 'corrected';
    },

    /** Staff weighed the order's per-kg lines: the final amount and what it means for the money. */
    async bookingWeighed(tx: Tx, bookingId: string, money: WeighedMoney, weighingId: number): Promise<void> {
      const found = await notificationsRepository(tx).order(bookingId);
      if (!found) return;
      const { order, to } = found;
      // Keyed by the booking's version: a second weighing (a correction) is told again.
      await writeTo(tx, to, `booking:${bookingId}:v${weighingId}`, () => call('weighed', order, money), bookingId);
    },

    /**
     * Staff priced the order's jobs at pickup: the customer accepts or refuses in the app before
     * work starts. Keyed by the booking's version: a corrected price is told again.
     */
    async jobsPriced(tx: Tx, bookingId: string, money: WeighedMoney, version: number): Promise<void> {
      const found = await notificationsRepository(tx).order(bookingId);
      if (!found) return;
      const { order, to } = found;
      await writeTo(tx, to, `booking:${bookingId}:v${version}`, () => call('jobsPriced', order, money), bookingId);
    },

    /**
     * An attempt became paid (online or at the counter): a receipt for a booking, the welcome of
     * an activated subscription. Keyed by the attempt: each payment has its own receipt.
     */
    async paymentReceived(tx: Tx, attempt: PaymentTransaction): Promise<void> {
      const repo = notificationsRepository(tx);
      if (attempt.bookingId) {
        const found = await repo.order(attempt.bookingId);
        if (!found) return;
        // A booking's attempts are its customer's (finance.forCustomer), so the order's recipient is theirs.
        const { order, to } = found;
        await writeTo(tx, to, `payment:${attempt.id}`, () => call('paymentReceived', order, paymentFacts(attempt)), order.id);
      } else if (attempt.subscriptionId) {
        const subscription = await repo.subscription(attempt.subscriptionId);
        if (!subscription) return;
        await write(tx, attempt.userId, `subscription:${subscription.id}`, (to) =>
          call('subscriptionActivated', to.name.split(/\s+/)[0], subscription, paymentFacts(attempt)),
        );
      }
    },

    /** The renewal reminder of an active subscription; true when it was written now (not before). */
    async subscriptionEnding(tx: Tx, subscriptionId: string): Promise<boolean> {
      const subscription = await notificationsRepository(tx).subscription(subscriptionId);
      if (!subscription || subscription.status !== 'active') return false;
      const written = await write(tx, subscription.userId, `subscription:${subscription.id}:${subscription.endDate}`, () =>
        call('subscriptionEnding', subscription),
      );
      return written > 0;
    },

    /** The account's password was changed (a reset): `changeId` names this change. */
    async passwordChanged(tx: Tx, userId: string, changeId: string, at: Date): Promise<void> {
      await write(tx, userId, `password:${changeId}`, (to) => call('passwordChanged', to.name, at));
    },

    /** The link a customer's emails carry to turn optional emails off. */
    unsubscribeUrl,
  };
}

export type Notifications = ReturnType<typeof notificationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes customers' notifications in the transaction of the change that causes them. */
    notifications: Notifications;
  }
}

/** Decorates `app.notifications`. */
export default fp(
  async function notificationsPlugin(app: FastifyInstance) {
    app.decorate(
      'notifications',
      notificationsService({
        publicUrl: app.config.publicUrl,
        secret: app.config.jwtSecret,
        delivered: () => app.mailer.channels,
      }),
    );
  },
  { name: 'notifications', dependencies: ['mailer'] },
);
