/**
 * What the business tells its customers, and how: each kind of notification, the channels it goes
 * by, and whether the customer may turn it off. The server writes one outbox row per kind, subject
 * and channel; the app's profile and the one-click unsubscribe link speak of the same preferences.
 */

/** How a notification travels. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Every kind of notification the server writes to the outbox (older kinds are plain emails). */
export const NOTIFICATION_KINDS = [
  'booking_placed',
  'payment_received',
  'booking_picked_up',
  'booking_ready_for_pickup',
  'booking_ready_for_delivery',
  'booking_completed',
  'booking_cancelled',
  'booking_weighed',
  'job_priced',
  'booking_step_corrected',
  'booking_pickup_moved',
  'subscription_activated',
  'subscription_ending',
  'password_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds that also go by SMS when the customer gave a phone number and left SMS on: the steps of an
 * order and its receipt, what someone waiting for their clothes wants on their phone.
 */
export const SMS_KINDS: readonly NotificationKind[] = [
  'booking_placed',
  'payment_received',
  'booking_picked_up',
  'booking_ready_for_pickup',
  'booking_ready_for_delivery',
  'booking_completed',
  'booking_cancelled',
  'booking_weighed',
  'job_priced',
  'booking_step_corrected',
  'booking_pickup_moved',
];

/**
 * Kinds the customer may turn off ("marketing emails" in the profile, or the unsubscribe link):
 * reminders that sell something. Receipts, order steps and security emails always go.
 */
export const OPTIONAL_KINDS: readonly NotificationKind[] = ['subscription_ending'];

/** The order steps a customer is told about, by the status the booking moved to. */
export const STATUS_NOTIFICATIONS = {
  picked_up: 'booking_picked_up',
  ready_for_pickup: 'booking_ready_for_pickup',
  ready_for_delivery: 'booking_ready_for_delivery',
  completed: 'booking_completed',
  cancelled: 'booking_cancelled',
} as const satisfies Partial<Record<string, NotificationKind>>;

/** Where a notification stands, as staff read it on the order (schemas/ops.ts OrderNotification). */
export const NOTIFICATION_STATES = ['sent', 'sending', 'retrying', 'failed', 'kept'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** How many days before its end a subscription's renewal reminder goes. */
export const SUBSCRIPTION_REMINDER_DAYS = 3;

/** The longest SMS that is one message in GSM-7 (longer texts are billed as several). */
export const SMS_SINGLE_MESSAGE_LENGTH = 160;

/** The characters of the GSM 03.38 basic set (one septet each). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (an escape, then the character). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/**
 * The length of `text` in GSM-7 septets, as a phone network counts it; undefined when a character
 * is outside GSM-7 (the message would go as UCS-2, at most 70 characters a part).
 */
export function gsm7Length(text: string): number | undefined {
  let length = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) length += 1;
    else if (GSM7_EXTENDED.includes(char)) length += 2;
    else return undefined;
  }
  return length;
}

/** The number an SMS provider wants: `+233241234567` → `233241234567`. */
export const smsRecipient = (phone: string): string => phone.replace(/^\+/, '');
