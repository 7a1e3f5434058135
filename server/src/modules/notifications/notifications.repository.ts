/**
 * What the notifications read, inside the transaction of the change that causes them (so they
 * describe the change as it commits), and the customer's preferences.
 */
import { isPricedAtPickup, quantityInWords, type ItemUnit } from '@laundry-accra/domain/units';
import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatOrderNumber } from '@laundry-accra/domain/order-numbers';
import type { NotificationChannel, NotificationState } from '@laundry-accra/domain/notifications';
import type { OrderNotificationDto } from '@laundry-accra/domain/schemas/ops';
import type { Db, Tx } from '../../db/client';
import { bookingItems, bookings, branches, outboxEmails, packages, subscriptions, users } from '../../db/schema';
import type { OrderFacts } from './notification-messages';
import {
  bookingColumns,
  bookingMoney,
  bookingMoneyColumns,
  branchColumns,
  freePickupFromKg,
  lineIsEstimate,
  withBranch,
} from '../bookings/booking-projection';

/** Who a notification goes to, and what they chose to receive. */
/** Why a notification was never sent: the step it announced was moved back first. */
export const WITHDRAWN = 'Withdrawn: the step was moved back before this went out.';

export interface Recipient {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  smsNotifications: boolean;
  marketingEmails: boolean;
}

/** A notification as staff see it on an order. */
export interface SentNotification {
  id: string;
  channel: NotificationChannel;
  kind: string;
  to: string;
  sentAt: Date | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** Where a notification stands, from its outbox row. */
export function notificationState(row: Pick<SentNotification, 'sentAt' | 'error' | 'nextAttemptAt'>): NotificationState {
  if (row.sentAt) return 'sent';
  if (row.nextAttemptAt) return row.error ? 'retrying' : 'sending';
  return row.error ? 'failed' : 'kept';
}

/** A notification as the order's detail shows it to staff. */
export const toOrderNotification = (row: SentNotification): OrderNotificationDto => ({
  id: row.id,
  channel: row.channel,
  kind: row.kind,
  to: row.to,
  state: notificationState(row),
  error: row.error,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

/** The columns of a Recipient, on `users`. */
const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  smsNotifications: users.smsNotifications,
  marketingEmails: users.marketingEmails,
};

/** An order's lines as its notifications word them, in their order, as one json column of the order's row. */
const notifiedLines = sql<{ name: string; quantity: number; unit: ItemUnit; estimate: boolean; total: string }[]>`(
  select coalesce(json_agg(json_build_object(
      'name', ${bookingItems.itemName},
      'quantity', ${bookingItems.quantity},
      'unit', ${bookingItems.unit},
      'estimate', ${lineIsEstimate},
      'total', ${bookingItems.total}::text)
    order by ${bookingItems.itemName}, ${bookingItems.id}), '[]'::json)
  from ${bookingItems} where ${bookingItems.bookingId} = ${bookings.id})`;

/** The notification reads on `db` (a transaction, for writes that go with a change). */
export function notificationsRepository(db: Db | Tx) {
  return {
    async recipient(userId: string): Promise<Recipient | undefined> {
      const [row] = await db
        .select(recipientColumns)
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The order with its customer's id, branch and lines, and the customer it is told to: one
     * statement (the lines in a column of the order's row), as it runs inside every change that
     * tells the customer something.
     */
    async order(bookingId: string): Promise<{ order: OrderFacts & { userId: string }; to: Recipient } | undefined> {
      const [row] = await withBranch(
        db
          .select({
            ...bookingColumns,
            ...bookingMoneyColumns(),
            branchName: branchColumns.branchName,
            branchAddress: branches.address,
            to: recipientColumns,
            lines: notifiedLines,
          })
          .from(bookings)
          .innerJoin(users, eq(users.id, bookings.userId))
          .$dynamic(),
      ).where(eq(bookings.id, bookingId));
      if (!row) return undefined;
      // A quantity reads in its unit ('about 5 kg (estimate)' until staff weigh it, '2 pairs');
      // pieces as a count; a job not priced yet says its total is a "from" price.
      const lines = row.lines.map(({ unit, estimate, quantity, ...line }) => ({
        ...line,
        quantity: unit === 'piece' ? quantity : quantityInWords(unit, quantity, estimate),
        unit,
        fromPrice: isPricedAtPickup(unit) && estimate,
      }));
      const order = {
        id: row.id,
        userId: row.userId,
        orderNumber: formatOrderNumber(row.orderNumber),
        pickupDate: row.pickupDate,
        pickupWindow: row.pickupWindow,
        pickupWindowEnd: row.pickupWindowEnd,
        subTotal: row.subTotal,
        serviceSpeed: row.serviceSpeed,
        expressFee: row.expressFee,
        pickupFee: row.pickupFee,
        freePickupFromKg: freePickupFromKg(row.freePickupFromKg),
        coveredByPackage: row.pickupPeriodId !== null,
        paymentState: bookingMoney(row).paymentState,
        readyBy: row.readyBy,
        handover: row.handover,
        branch: { name: row.branchName, address: row.branchAddress },
        lines,
      };
      return { order, to: row.to };
    },

    async subscription(id: string) {
      const [row] = await db
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          status: subscriptions.status,
          endDate: subscriptions.endDate,
          packageName: packages.name,
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(eq(subscriptions.id, id));
      return row;
    },

    /** Active subscriptions ending on `endDate` ('YYYY-MM-DD'). */
    async subscriptionsEndingOn(endDate: string): Promise<{ id: string }[]> {
      return db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.endDate, endDate)));
    },

    /** What the order's customer was sent (or not), newest first, as staff see it. */
    async forOrder(bookingId: string): Promise<OrderNotificationDto[]> {
      const rows: SentNotification[] = await db
        .select({
          id: outboxEmails.id,
          channel: outboxEmails.channel,
          kind: outboxEmails.kind,
          to: outboxEmails.to,
          sentAt: outboxEmails.sentAt,
          error: outboxEmails.error,
          attempts: outboxEmails.attempts,
          nextAttemptAt: outboxEmails.nextAttemptAt,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, bookingId))
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id));
      return rows.map(toOrderNotification);
    },

    /**
     * A step of the order was undone: its notifications of `kind` written since `since` (the
     * step's time) that have not gone out are withdrawn (never sent), and the answer says whether
     * the customer was told all the same: a row already sent, or one a mailer is sending now.
     */
    async withdrawStep(bookingId: string, kind: string, since: Date): Promise<{ withdrawn: number; told: boolean }> {
      const ofStep = and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, kind), gte(outboxEmails.createdAt, since));
      const withdrawn = await db
        .update(outboxEmails)
        .set({ nextAttemptAt: null, error: WITHDRAWN })
        .where(
          and(
            ofStep,
            isNull(outboxEmails.sentAt),
            // Not claimed by a mailer right now: kept, due, or waiting to retry after a failure.
            or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, sql`now()`), isNotNull(outboxEmails.error)),
          ),
        )
        .returning({ id: outboxEmails.id });
      const [told] = await db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(and(ofStep, or(isNotNull(outboxEmails.sentAt), isNotNull(outboxEmails.nextAttemptAt))))
        .limit(1);
      return { withdrawn: withdrawn.length, told: Boolean(told) };
    },

    /** Turns the customer's optional emails off (the unsubscribe link); false when there is no such account. */
    async stopMarketingEmails(userId: string): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ marketingEmails: false, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return changed.length > 0;
    },
  };
}
