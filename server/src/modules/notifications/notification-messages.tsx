/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The server also starts from the repository's root, whose TypeScript settings tsx does not apply
// to server/: the pragmas keep React's automatic runtime for this file however it is started.)
/**
 * What each notification says: its email (subject, title, body as React, a button) and, for the
 * kinds that go by SMS, its text. Pure: facts in, words out; notifications.service.ts decides who
 * gets what and writes it. SMS are written to fit one 160-character GSM-7 message (a free-text
 * cancellation reason is shortened to fit); notification-messages.test.ts measures each.
 */
import { isPricedAtPickup, priceInWords, type ItemUnit } from '@laundry-accra/domain/units';
import type { ReactNode } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { Text } from '@react-email/text';
import { BUSINESS_PHONE, BUSINESS_SHORT_NAME, openingHoursShortText, openingHoursText } from '@laundry-accra/domain/business';
import { formatDate, formatDateTime, formatMoney } from '@laundry-accra/domain/format';
import { SMS_SINGLE_MESSAGE_LENGTH, gsm7Length, type NotificationKind } from '@laundry-accra/domain/notifications';
import type { CounterPaymentMethod, PaymentMethod } from '@laundry-accra/domain/payments';
import { cancellingMoneyInWords, paymentStateLabel, type PaymentState } from '@laundry-accra/domain/payment-state';
import { bookingPickupInWords, pickupFeeName } from '@laundry-accra/domain/pickup-delivery';
import { handoverInWords, type Handover } from '@laundry-accra/domain/handover';
import { formatBookingPickup, PICKUP_MOVED_WORDS } from '@laundry-accra/domain/pickup-windows';
import {
  bookingTotal,
  formatReadyBy,
  SERVICE_SPEED_NAMES,
  type ServiceSpeed,
} from '@laundry-accra/domain/service-speed';
import { EmailLayout, Facts, LinesTable, TEXT_TABLE_SELECTOR, styles } from './email-layout';

/** An order as its messages describe it. */
export interface OrderFacts {
  id: string;
  /** 'ADM-10042'. */
  orderNumber: string;
  pickupDate: string;
  /** The pickup window's start and end ('10:00', '12:00'); absent for bookings made before windows. */
  pickupWindow?: string | null;
  pickupWindowEnd?: string | null;
  subTotal: string;
  /** Standard or Same-Day Express, its fee and the promised ready time (absent on older orders). */
  serviceSpeed?: ServiceSpeed;
  expressFee?: string;
  /** Pickup and delivery: the fee (0 when free) and the weight it is free from (null: no fee to charge). */
  pickupFee?: string;
  freePickupFromKg?: number | null;
  /** True when a package covers a line (pickup is then free). */
  coveredByPackage?: boolean;
  readyBy?: Date | null;
  /** Delivered to the dropoff address or collected at the branch (absent on older facts: delivered). */
  handover?: Handover;
  branch: { name: string; address: string };
  /** Pieces (3), or a weight as words ('4.5 kg', 'about 5 kg (estimate)'). */
  /** `fromPrice`: a job not priced yet, whose total is its "from" price. */
  lines: { name: string; quantity: number | string; total: string; unit?: ItemUnit; fromPrice?: boolean }[];
  /** Where the order's payment stands (payment-state.ts), as the app and the console show it. */
  paymentState?: PaymentState;
}

/** The steps whose announcement a correction may follow (notifications.ts STATUS_NOTIFICATIONS, less a cancellation). */
export type CorrectedStep = 'picked_up' | 'ready_for_pickup' | 'ready_for_delivery' | 'completed';

/** A payment as a receipt describes it. */
export interface PaymentFacts {
  amount: string;
  method: PaymentMethod;
  /** The gateway's reference, or the counter's own (mobile money, terminal) when staff gave one. */
  reference: string | null;
  paidAt: Date;
}

/** What happens to the money of a cancelled order. */
export type CancelledMoney =
  | { kind: 'none' }
  | { kind: 'online'; amount: string }
  | { kind: 'counter'; amount: string; method: CounterPaymentMethod };

/** Links into the app (the paths of src/lib/paths.ts) on the product's public origin. */
export interface Links {
  booking: (id: string) => string;
  bookings: string;
  subscriptions: string;
  subscription: (id: string) => string;
  login: string;
}

/** The app's routes (src/lib/paths.ts) on `origin`, the product's public address. */
export const appLinks = (origin: string): Links => ({
  booking: (id) => `${origin}/app/bookings/booking/${id}`,
  bookings: `${origin}/app/bookings`,
  subscriptions: `${origin}/app/subscriptions`,
  subscription: (id) => `${origin}/app/subscriptions/${id}`,
  login: `${origin}/app/login`,
});

/** What a weighing means for the customer's money. */
export type WeighedMoney =
  | { kind: 'settled' }
  /** Nothing was paid yet: the new total is due. */
  | { kind: 'due'; amount: string }
  /** Paid on the estimate, weighed more: the difference is due. */
  | { kind: 'balance'; amount: string }
  /** Paid on the estimate, weighed less: the difference goes back. */
  | { kind: 'refund'; amount: string };

/** One notification's words. */
export interface Message {
  kind: NotificationKind;
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  title: string;
  body: ReactNode;
  action?: { label: string; href: string };
  /** The SMS, for the kinds that have one. */
  sms?: string;
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  online: 'Online (card or mobile money)',
  cash: 'Cash',
  mobile_money: 'Mobile money',
  card_terminal: 'Card',
};

/** Text for an SMS: GSM-7 has no non-breaking space, which the money and date formats use. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const money = (amount: string) => plain(formatMoney(amount));

/**
 * The SMS made of `before`, a shortenable middle and `after`, the middle cut (with '...') so the
 * whole fits one GSM-7 message when it can.
 */
export function fitSms(before: string, middle: string, after: string): string {
  const whole = plain(`${before}${middle}${after}`);
  const length = gsm7Length(whole);
  if (length !== undefined && length <= SMS_SINGLE_MESSAGE_LENGTH) return whole;
  const room = SMS_SINGLE_MESSAGE_LENGTH - (gsm7Length(plain(before + after)) ?? 0) - 3;
  // Characters outside GSM-7 (an emoji in a reason) would make it UCS-2: they are dropped.
  const gsmOnly = [...plain(middle)].filter((char) => gsm7Length(char) !== undefined).join('');
  return room > 0 ? plain(`${before}${gsmOnly.slice(0, room).trimEnd()}...${after}`) : plain(before + after);
}

const P = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;
const sign = `${BUSINESS_SHORT_NAME}: `;

/** The order's pickup as every message writes it ('Tue, Nov 24 · 10:00–12:00'). */
const pickupOf = (order: OrderFacts) =>
  formatBookingPickup({
    pickup_date: order.pickupDate,
    pickup_window: order.pickupWindow,
    pickup_window_end: order.pickupWindowEnd,
  });

/** What the order costs in all: its items plus the Express fee and the pickup fee. */
const totalOf = (order: OrderFacts) =>
  bookingTotal({ sub_total: order.subTotal, express_fee: order.expressFee, pickup_fee: order.pickupFee });

/** The fees under the lines: Same-Day Express when chosen, pickup and delivery when the order has a line for it. */
const feesOf = (order: OrderFacts) => {
  const pickup = bookingPickupInWords(
    { pickup_fee: order.pickupFee ?? '0.00', free_pickup_from_kg: order.freePickupFromKg ?? null },
    order.coveredByPackage ?? false,
  );
  return [
    ...(order.serviceSpeed === 'express' ? [{ name: SERVICE_SPEED_NAMES.express, total: formatMoney(order.expressFee ?? '0') }] : []),
    ...(pickup ? [{ name: pickupFeeName(order.handover), total: pickup }] : []),
  ];
};

/** 'Service: Same-Day Express' and 'Ready by: Wed, Nov 25 · 12:00', when the order has them. */
const speedFacts = (order: OrderFacts): [string, string][] => [
  ...(order.serviceSpeed ? [['Service', SERVICE_SPEED_NAMES[order.serviceSpeed]] as [string, string]] : []),
  ...(order.readyBy ? [['Ready by', formatReadyBy(order.readyBy)] as [string, string]] : []),
  ...(order.handover ? [['Coming back', handoverInWords(order.handover, order.branch.name)] as [string, string]] : []),
];

/** 'Payment: Balance due GHC 30.50', when the order's payment state is known. */
const paymentFact = (order: OrderFacts): [string, string][] =>
  order.paymentState ? [['Payment', paymentStateLabel(order.paymentState)]] : [];

/** The messages of each kind. */
export function messagesFor(links: Links) {
  const orderFacts = (order: OrderFacts): [string, string][] => [
    ['Order number', order.orderNumber],
    ['Pickup', pickupOf(order)],
    ...speedFacts(order),
    ['Branch', `${order.branch.name}, ${order.branch.address}`],
    ...paymentFact(order),
  ];
  const lines = (order: OrderFacts) => (
    <LinesTable
      lines={order.lines.map((line) => ({ ...line, total: line.fromPrice ? priceInWords(line.unit, line.total) : formatMoney(line.total) }))}
      fees={feesOf(order)}
      total={formatMoney(totalOf(order))}
    />
  );
  const viewOrder = (order: OrderFacts) => ({ label: 'Follow your order', href: links.booking(order.id) });

  return {
    bookingPlaced: (name: string, order: OrderFacts): Message => ({
      kind: 'booking_placed',
      subject: `Order ${order.orderNumber} is booked`,
      preview: `We will collect it on ${pickupOf(order)}.`,
      title: `Thank you, ${name}: your order is booked`,
      body: (
        <>
          <P>We will collect your laundry on {pickupOf(order)} and tell you at every step.</P>
          <Facts facts={orderFacts(order)} />
          {lines(order)}
        </>
      ),
      action: viewOrder(order),
      sms: fitSms(
        sign,
        `order ${order.orderNumber} booked for pickup on ${pickupOf(order)} at ${order.branch.name}${order.serviceSpeed === 'express' ? ' (Express)' : ''}. Total ${money(totalOf(order))}.`,
        ' We will text you at each step.',
      ),
    }),

    paymentReceived: (order: OrderFacts, payment: PaymentFacts): Message => ({
      kind: 'payment_received',
      subject: `Receipt for order ${order.orderNumber}`,
      preview: `${formatMoney(payment.amount)} received. Thank you.`,
      title: 'Payment received',
      body: (
        <>
          <P>Thank you: we have received your payment. This email is your receipt.</P>
          <Facts
            facts={[
              ['Order number', order.orderNumber],
              ...speedFacts(order),
              ['Amount', formatMoney(payment.amount)],
              ['Method', METHOD_NAMES[payment.method]],
              ['Reference', payment.reference ?? 'None'],
              ['Date', formatDateTime(payment.paidAt)],
              ...paymentFact(order),
            ]}
          />
          {lines(order)}
        </>
      ),
      action: viewOrder(order),
      sms: fitSms(
        sign,
        `${money(payment.amount)} received for order ${order.orderNumber}${payment.reference ? `, ref ${payment.reference}` : ''}.`,
        ' Thank you!',
      ),
    }),

    /**
     * Staff weighed the per-kg lines at pickup: the final amount, and what it means for the
     * customer's money (a balance to pay, part given back, or nothing).
     */
    weighed: (order: OrderFacts, outcome: WeighedMoney): Message => {
      const after =
        outcome.kind === 'balance'
          ? `Please pay the balance of ${formatMoney(outcome.amount)} in the app or at the counter.`
          : outcome.kind === 'refund'
            ? `We are refunding ${formatMoney(outcome.amount)} of your payment to you.`
            : outcome.kind === 'due'
              ? `Please pay ${formatMoney(outcome.amount)} in the app or at the counter.`
              : 'There is nothing more to pay.';
      // Kilos are weighed, square metres (carpets, rugs) measured: the words say which.
      const units = new Set(order.lines.map((line) => line.unit));
      const verb = units.has('m2') ? (units.has('kg') ? 'weighed and measured' : 'measured') : 'weighed';
      return {
        kind: 'booking_weighed',
        subject: `Order ${order.orderNumber} ${verb}: ${formatMoney(totalOf(order))}`,
        preview: `The final amount is ${formatMoney(totalOf(order))}.`,
        title: verb === 'weighed' ? 'We have weighed your laundry' : `We have ${verb} your order`,
        body: (
          <>
            <P>
              We {verb} order {order.orderNumber} at pickup. The final amount is {formatMoney(totalOf(order))}. {after}
            </P>
            {lines(order)}
          </>
        ),
        action: viewOrder(order),
        sms: `${sign}order ${order.orderNumber} ${verb}, final amount ${money(totalOf(order))}. ${plain(after)}`,
      };
    },

    /** Staff priced the order's jobs (mending) at pickup: the customer decides before work starts. */
    jobsPriced: (order: OrderFacts, outcome: WeighedMoney): Message => {
      const priced = order.lines.filter((line) => isPricedAtPickup(line.unit) && !line.fromPrice);
      const names = priced.map((line) => `${line.name} ${formatMoney(line.total)}`).join(', ');
      return {
        kind: 'job_priced',
        subject: `Order ${order.orderNumber}: your mending is priced`,
        preview: 'Accept or refuse the price in the app before we start.',
        title: 'We have priced your mending',
        body: (
          <>
            <P>
              We looked at the work of order {order.orderNumber} at pickup: {names}. Please accept or refuse the price in the
              app before we start; a refused job comes back undone, at no charge.
            </P>
            {lines(order)}
            {outcome.kind === 'refund' && <P>We are refunding {formatMoney(outcome.amount)} of your payment to you.</P>}
          </>
        ),
        action: { label: 'Accept or refuse', href: links.booking(order.id) },
        sms: fitSms(sign, `order ${order.orderNumber} mending priced: ${names}`, '. Accept or refuse it in the app before we start.'),
      };
    },

    pickedUp: (order: OrderFacts): Message => ({
      kind: 'booking_picked_up',
      subject: `We have collected order ${order.orderNumber}`,
      preview: 'Your laundry is on its way to our branch.',
      title: 'We have your laundry',
      body: (
        <>
          <P>
            We collected order {order.orderNumber}. It goes to our {order.branch.name} branch to be washed, and we will tell
            you when it is ready.
          </P>
          {lines(order)}
        </>
      ),
      action: viewOrder(order),
      sms: `${sign}we have collected order ${order.orderNumber}. We will text you when it is ready.`,
    }),

    /** `override`: staff's reason for asking a customer who chose delivery to collect it instead. */
    readyForPickup: (order: OrderFacts, override: string | null = null): Message => ({
      kind: 'booking_ready_for_pickup',
      subject: `Order ${order.orderNumber} is ready for pickup`,
      preview: override ? `We cannot deliver it: ${override}` : `Collect it at ${order.branch.name}.`,
      title: 'Your order is ready for pickup',
      body: (
        <>
          <P>
            {override
              ? `Order ${order.orderNumber} is clean and packed. You asked us to deliver it, but we cannot, so please collect it at our branch.`
              : `Order ${order.orderNumber} is clean, packed and waiting for you.`}
          </P>
          <Facts
            facts={[
              ...(override ? ([['Why', override]] as [string, string][]) : []),
              ['Where', `${order.branch.name} branch, ${order.branch.address}`],
              ['Phone', BUSINESS_PHONE],
              ['Opening hours', openingHoursText()],
            ]}
          />
        </>
      ),
      action: viewOrder(order),
      sms: override
        ? fitSms(`${sign}we cannot deliver order ${order.orderNumber}: `, override, `. Please collect it at ${order.branch.address}. ${BUSINESS_PHONE}`)
        : fitSms(
            sign,
            `order ${order.orderNumber} is ready for pickup at ${order.branch.address}.`,
            ` ${openingHoursShortText()}. ${BUSINESS_PHONE}`,
          ),
    }),

    /** `override`: staff's reason for delivering an order its customer chose to collect. */
    readyForDelivery: (order: OrderFacts, override: string | null = null): Message => ({
      kind: 'booking_ready_for_delivery',
      subject: `Order ${order.orderNumber} is ready for delivery`,
      preview: override ? `We will deliver it: ${override}` : 'It is on its way back to you.',
      title: 'Your order is ready for delivery',
      body: override ? (
        <>
          <P>
            Order {order.orderNumber} is clean and packed. You chose to collect it at our {order.branch.name} branch, but we
            will bring it to you instead.
          </P>
          <Facts facts={[['Why', override]]} />
          <P>Questions? Call us on {BUSINESS_PHONE}.</P>
        </>
      ) : (
        <P>
          Order {order.orderNumber} is clean and packed, and will be brought to your dropoff address. Questions? Call us on{' '}
          {BUSINESS_PHONE}.
        </P>
      ),
      action: viewOrder(order),
      sms: override
        ? fitSms(`${sign}order ${order.orderNumber} is ready and we will deliver it to you: `, override, `. Questions? Call ${BUSINESS_PHONE}`)
        : `${sign}order ${order.orderNumber} is ready and will be delivered to you soon. Questions? Call ${BUSINESS_PHONE}`,
    }),

    completed: (order: OrderFacts): Message => ({
      kind: 'booking_completed',
      subject: `Order ${order.orderNumber} is complete`,
      preview: 'Thank you for choosing us.',
      title: 'Thank you!',
      body: (
        <P>
          Order {order.orderNumber} is complete. Thank you for trusting us with your clothes. When the basket fills up again,
          one press puts the same items back in it.
        </P>
      ),
      action: { label: 'Book again', href: links.booking(order.id) },
      sms: `${sign}order ${order.orderNumber} is complete. Thank you! Book again any time in the app.`,
    }),

    /** The business moved the order's pickup (its branch closed that day): the new day and window, and why. */
    pickupMoved: (order: OrderFacts, reason: string): Message => ({
      kind: 'booking_pickup_moved',
      subject: `Order ${order.orderNumber}: your pickup has moved to ${pickupOf(order)}`,
      preview: reason,
      title: PICKUP_MOVED_WORDS.title,
      body: (
        <>
          <P>
            {PICKUP_MOVED_WORDS.apology(reason)} We have moved the pickup of order {order.orderNumber} to the next time we can come.
          </P>
          <Facts facts={[['New pickup', pickupOf(order)], ['Order number', order.orderNumber]]} />
          <P>If this time does not suit you, change it in the app or call us on {BUSINESS_PHONE}.</P>
        </>
      ),
      action: viewOrder(order),
      sms: fitSms(`${sign}pickup of order ${order.orderNumber} moved to ${pickupOf(order)}. `, reason, `. ${BUSINESS_PHONE}`),
    }),

    /**
     * A step the customer was told of was undone by staff: what is true now. `undone` is the
     * status the earlier message announced; the order is back at the step before it.
     */
    stepCorrected: (order: OrderFacts, undone: CorrectedStep): Message => {
      const { subject, said, now, smsNow } = {
        picked_up: {
          subject: `Order ${order.orderNumber} has not been collected yet`,
          said: 'that we had collected it',
          now: `We will come for it as booked: ${pickupOf(order)}.`,
          smsNow: `We will come for it as booked: ${pickupOf(order)}.`,
        },
        ready_for_pickup: {
          subject: `Order ${order.orderNumber} is not ready yet`,
          said: 'that it was ready for pickup',
          now: 'It is still being packed: please wait for our message that it is ready before you come.',
          smsNow: 'Please wait for our message that it is ready.',
        },
        ready_for_delivery: {
          subject: `Order ${order.orderNumber} is not ready yet`,
          said: 'that it was ready for delivery',
          now: 'It is still being packed: we will tell you when it is on its way.',
          smsNow: 'We will tell you when it is on its way.',
        },
        completed: {
          subject: `Order ${order.orderNumber} is not complete yet`,
          said: 'that it was complete',
          now: 'We have not handed it back to you yet: see the app for where it stands.',
          smsNow: 'See the app for where it stands.',
        },
      }[undone];
      return {
        kind: 'booking_step_corrected',
        subject,
        preview: 'Our earlier message was sent by mistake.',
        title: 'A correction about your order',
        body: (
          <>
            <P>
              Our earlier message about order {order.orderNumber} said {said}. That was a mistake on our side, and we
              are sorry. {now}
            </P>
            <P>Questions? Call us on {BUSINESS_PHONE}.</P>
          </>
        ),
        action: viewOrder(order),
        sms: fitSms(`${sign}correction: our message ${said} (order ${order.orderNumber}) was a mistake. `, smsNow, ` ${BUSINESS_PHONE}`),
      };
    },

    cancelled: (order: OrderFacts, reason: string, refund: CancelledMoney): Message => {
      // A package's order moved no money: its items go back to the allowance, nothing is refunded.
      const covered = order.paymentState?.state === 'covered';
      const moneyWords = covered
        ? cancellingMoneyInWords(order.paymentState!)
        : refund.kind === 'none'
          ? 'Nothing was charged.'
          : refund.kind === 'online'
            ? `Your ${formatMoney(refund.amount)} will be refunded to the card or wallet you paid with.`
            : `Your ${formatMoney(refund.amount)} will be handed back to you at our ${order.branch.name} branch.`;
      const smsMoney = covered
        ? 'Your package allowance is given back.'
        : refund.kind === 'none' ? 'Nothing was charged.' : refund.kind === 'online' ? `${money(refund.amount)} will be refunded.` : `${money(refund.amount)} will be handed back at the branch.`;
      return {
        kind: 'booking_cancelled',
        subject: `Order ${order.orderNumber} was cancelled`,
        preview: reason,
        title: 'Your order was cancelled',
        body: (
          <>
            <P>We are sorry: order {order.orderNumber} was cancelled.</P>
            <Facts facts={[['Reason', reason], ['Your money', moneyWords]]} />
            <P>Questions? Call us on {BUSINESS_PHONE}.</P>
          </>
        ),
        action: viewOrder(order),
        sms: fitSms(`${sign}order ${order.orderNumber} was cancelled: `, reason, `. ${smsMoney}`),
      };
    },

    subscriptionActivated: (
      name: string,
      subscription: { packageName: string; endDate: string },
      payment: PaymentFacts,
    ): Message => ({
      kind: 'subscription_activated',
      subject: `Your ${subscription.packageName} subscription is active`,
      preview: `Active until ${formatDate(subscription.endDate)}.`,
      title: `Welcome to ${subscription.packageName}, ${name}`,
      body: (
        <>
          <P>Your subscription is paid and active until {formatDate(subscription.endDate)}.</P>
          <Facts
            facts={[
              ['Package', subscription.packageName],
              ['Amount', formatMoney(payment.amount)],
              ['Method', METHOD_NAMES[payment.method]],
              ['Reference', payment.reference ?? 'None'],
              ['Date', formatDateTime(payment.paidAt)],
            ]}
          />
        </>
      ),
      action: { label: 'Book a pickup', href: links.bookings },
    }),

    subscriptionEnding: (subscription: { id: string; packageName: string; endDate: string }): Message => ({
      kind: 'subscription_ending',
      subject: `Your ${subscription.packageName} subscription ends on ${formatDate(subscription.endDate)}`,
      preview: 'Pay for the next month to keep your laundry covered.',
      title: 'Your subscription ends soon',
      body: (
        <P>
          Your {subscription.packageName} subscription ends on {formatDate(subscription.endDate)}. Pay for the next month
          in the app and your allowance carries on without a break.
        </P>
      ),
      action: { label: 'Pay for next month', href: links.subscription(subscription.id) },
    }),

    passwordChanged: (name: string, at: Date): Message => ({
      kind: 'password_changed',
      subject: 'Your password was changed',
      preview: `Changed on ${formatDateTime(at)}.`,
      title: 'Your password was changed',
      body: (
        <>
          <P>
            Hello {name}, the password of your account was changed on {formatDateTime(at)} (Accra time), and every device
            was signed out.
          </P>
          <P>If this was not you, reset your password at once and call us on {BUSINESS_PHONE}.</P>
        </>
      ),
      action: { label: 'Sign in', href: links.login },
    }),
  };
}

export type Messages = ReturnType<typeof messagesFor>;

/**
 * HTML to plain text as @react-email/render's toPlainText does it (its options and selectors, our
 * table as a data table), compiled once: toPlainText compiles its options on every call, which
 * cost more than the render itself inside each change's transaction (decision 059).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: TEXT_TABLE_SELECTOR, format: 'dataTable', options: { colSpacing: 3, uppercaseHeaderCells: false } },
  ],
});

/** The email of `message` as HTML and as plain text, with the customer's unsubscribe link. */
export async function renderEmail(message: Message, unsubscribeUrl: string): Promise<{ html: string; text: string }> {
  const email = (
    <EmailLayout preview={message.preview} title={message.title} action={message.action} unsubscribeUrl={unsubscribeUrl}>
      {message.body}
    </EmailLayout>
  );
  // One render: the plain text is read off the HTML (as render's plainText option does, minus
  // rendering the tree a second time inside the change's transaction).
  const html = await render(email);
  return {
    html,
    text: toPlainText(html),
  };
}

/**
 * One message as a call of `messagesFor`'s builders: its name and its arguments, the facts of the
 * change. The outbox keeps an email as this (decision 081) and renders it after the change's
 * transaction: when it is sent, or read.
 */
export type MessageCall = { [K in keyof Messages]: { name: K; args: Parameters<Messages[K]> } }[keyof Messages];

/** The call of builder `name` with `args`. */
export const messageCall = <K extends keyof Messages>(name: K, ...args: Parameters<Messages[K]>): MessageCall =>
  ({ name, args }) as unknown as MessageCall;

/** What an email's outbox row keeps to render it: the call, the links' origin and the unsubscribe link. */
export interface StoredEmail {
  /** The format of this record, should it ever change. */
  v: 1;
  origin: string;
  unsubscribeUrl: string;
  /** The call, its dates written as `{ "$date": ISO }` (JSON has no dates). */
  call: { name: string; args: unknown[] };
}

const builders = new Map<string, Messages>();
/** The builders for links on `origin` (one set an origin). */
const messagesOn = (origin: string): Messages => {
  let messages = builders.get(origin);
  if (!messages) builders.set(origin, (messages = messagesFor(appLinks(origin))));
  return messages;
};

/** The message of `call` with links on `origin`. */
export function messageOf(origin: string, call: MessageCall): Message {
  return (messagesOn(origin)[call.name] as (...args: unknown[]) => Message)(...call.args);
}

/** Dates as `{ $date }`, for JSON; every other value as it is. */
function encodeDates(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(encodeDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, encodeDates(v)]));
  }
  return value;
}

/** The inverse of encodeDates. */
function decodeDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeDates);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === '$date' && typeof entries[0][1] === 'string') return new Date(entries[0][1]);
    return Object.fromEntries(entries.map(([k, v]) => [k, decodeDates(v)]));
  }
  return value;
}

/** The record an email's outbox row keeps for `call`, to render it later. */
export function storedEmail(origin: string, unsubscribeUrl: string, call: MessageCall): StoredEmail {
  return { v: 1, origin, unsubscribeUrl, call: { name: call.name, args: encodeDates(call.args) as unknown[] } };
}

/** Renders a stored email: the same HTML and text as rendering the call when it was written. */
export async function renderStoredEmail(stored: StoredEmail): Promise<{ html: string; text: string }> {
  if (stored?.v !== 1 || !Object.hasOwn(messagesOn(stored.origin), stored.call?.name)) {
    throw new Error(`An outbox email that cannot be rendered: ${JSON.stringify(stored).slice(0, 200)}`);
  }
  const call = { name: stored.call.name, args: decodeDates(stored.call.args) } as MessageCall;
  return renderEmail(messageOf(stored.origin, call), stored.unsubscribeUrl);
}
