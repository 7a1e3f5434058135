/**
 * The staff side's contract (`/api/ops/*`): the orders board and table, an order's detail and
 * timeline, status changes, payments taken at the counter, customers, subscriptions, the day's
 * summary, staff accounts and the live stream of changes. The console and the API both build on
 * these shapes; order numbers travel as 'ADM-10042' (order-numbers.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { COUNTER_PAYMENT_METHODS, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../payments';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATES } from '../notifications';
import { STAFF_ROLES, USER_ROLES } from '../roles';
import { GHANA_MOBILE_PATTERN, messages } from '../rules';
import {
  COUNTER_AMOUNT_PATTERN,
  COUNTER_PAYMENT_MESSAGES,
  COUNTER_REFERENCE_MAX,
  MOBILE_MONEY_NETWORKS,
} from '../counter-payment';
import { SERVICE_SPEEDS } from '../service-speed';
import { HANDOVERS } from '../handover';
import { PAYMENT_STATES } from '../payment-state';
import { ITEM_UNITS, JOB_STATUSES } from '../units';
import {
  BOOKING_STATUSES,
  CANCEL_REASON_MESSAGE,
  MOVE_BACK_MESSAGES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../statuses';
import { BookingLine } from './bookings';
import { RiderFacts } from './route-sheet';
import { PickupMove } from './pickup-windows';
import {
  CalendarDate,
  Money,
  OptionalText,
  PageQuery,
  PaymentStateBody,
  StringEnum,
  Trimmed,
  Uuid,
  withMessage,
} from './common';
import { EmailText, NameText } from './fields';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Someone named on a record: who received a payment, who moved a booking. */
export const Person = Type.Object({ id: Uuid, name: Type.String() });
export type PersonDto = Static<typeof Person>;

/** A customer as staff see them on an order. */
export const OrderCustomer = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
});
export type OrderCustomerDto = Static<typeof OrderCustomer>;

/** POST /ops/bookings/{id}/reschedule: a new pickup day and window, before the pickup. */
export const RescheduleBody = Type.Object({
  pickup_date: Type.String({ description: 'YYYY-MM-DD (Accra)' }),
  pickup_window: Type.Optional(Type.String({ description: "Start of a window of that day ('10:00'); left out: the earliest with room" })),
  version: Type.Integer({ description: 'The version the screen showed; a stale one is a 409' }),
});
export type RescheduleBody = Static<typeof RescheduleBody>;

/** `POST /api/ops/bookings/{id}/weigh`: the weighed kilograms of the order's per-kg lines. */
export const WeighBody = Type.Object({
  lines: Type.Array(
    Type.Object({
      id: Uuid,
      quantity: Type.Number({ exclusiveMinimum: 0, description: 'Kilograms weighed, to one decimal (4.5)' }),
    }),
    { maxItems: 100 },
  ),
  version: Type.Integer({ description: 'The version the screen showed; a stale one is a 409' }),
});
export type WeighBody = Static<typeof WeighBody>;

/** `POST /api/ops/bookings/{id}/price-jobs`: staff's prices of the order's jobs, set at pickup. */
export const PriceJobsBody = Type.Object({
  lines: Type.Array(
    Type.Object({
      id: Uuid,
      price: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'The price of the work, at or above the job\'s "from" price ("45.00")' }),
    }),
    { maxItems: 100 },
  ),
  version: Type.Integer({ description: 'The version the screen showed; a stale one is a 409' }),
});
export type PriceJobsBody = Static<typeof PriceJobsBody>;

/** One row of the orders board and table. */
export const OpsBookingRow = Type.Object({
  id: Uuid,
  order_number: Type.String({ examples: ['ADM-10042'] }),
  customer: OrderCustomer,
  branch: Type.Object({ id: Uuid, name: Type.String() }),
  pickup_date: CalendarDate,
  pickup_window: Type.Union([Type.String(), Type.Null()], { description: "Start of the pickup window ('10:00'), Accra time" }),
  pickup_window_end: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(BOOKING_STATUSES),
  /** 'delivery' to the dropoff address, or 'collection' at the branch (decision 072). */
  handover: StringEnum(HANDOVERS),
  sub_total: Money,
  service_speed: StringEnum(SERVICE_SPEEDS),
  express_fee: Money,
  /** Pickup and delivery: the fee, or 0.00 when free. */
  pickup_fee: Money,
  /** Present (true) when the booking spent one of its package's free pickups (decision 071). */
  pickup_free_with_package: Type.Optional(Type.Boolean()),
  /** The weight from which it is free, as booked; null when the booking has no fee to charge. */
  free_pickup_from_kg: Type.Union([Type.Number(), Type.Null()]),
  ready_by: Nullable(Timestamp),
  payment_status: StringEnum(PAYMENT_STATUSES),
  amount_due: Type.Optional(Money),
  /** What the order costs: sub_total + express_fee + pickup_fee. */
  total: Money,
  /** Where its payment stands (payment-state.ts): what every screen shows beside the total. */
  payment_state: PaymentStateBody,
  item_count: Type.Integer({ description: 'Pieces in the bag (sum of the piece lines; other units are in quantities)' }),
  /** What is in the bag, each unit summed as itself ('3.5 kg · 4 pieces'). */
  quantities: Type.Array(Type.Object({ unit: StringEnum(ITEM_UNITS), quantity: Type.Number() })),
  /** Its jobs (mending, alterations) and where each stands, so the board leaves out a move the jobs hold back. */
  jobs: Type.Array(Type.Object({ job_status: StringEnum(JOB_STATUSES) })),
  created_at: Timestamp,
  version: Type.Integer({ description: 'Send it back with a status change' }),
});
export type OpsBookingRowDto = Static<typeof OpsBookingRow>;

/** Sort orders of the orders table; a leading '-' reverses. Default: pickup date, then number. */
export const OPS_BOOKING_ORDERINGS = [
  'pickup_date',
  '-pickup_date',
  'order_number',
  '-order_number',
  'created_at',
  '-created_at',
  'sub_total',
  '-sub_total',
] as const;
export type OpsBookingOrdering = (typeof OPS_BOOKING_ORDERINGS)[number];

/** `GET /api/ops/bookings/` filters. */
export const OpsBookingsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(StringEnum(BOOKING_STATUSES)),
    branch: Type.Optional(Uuid),
    /** The order's payment state (payment-state.ts), as its row's `payment_state` shows it (decision 085). */
    payment_state: Type.Optional(StringEnum(PAYMENT_STATES)),
    pickup_date_from: Type.Optional(CalendarDate),
    pickup_date_to: Type.Optional(CalendarDate),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Order number (ADM-10042 or 10042), customer name, email or phone',
      }),
    ),
    ordering: Type.Optional(StringEnum(OPS_BOOKING_ORDERINGS)),
  }),
]);
export type OpsBookingsQuery = Static<typeof OpsBookingsQuery>;

/** An address on an order, with what a rider needs to find it. */
export const OrderAddress = Type.Object({
  id: Uuid,
  address_name: Type.String(),
  address: Type.String(),
  street_name: OptionalText,
  city: OptionalText,
  town: OptionalText,
});
export type OrderAddressDto = Static<typeof OrderAddress>;

/** An order's pickup or dropoff address with what its rider needs (the route sheet's facts). */
export const OrderPlace = Type.Composite([OrderAddress, RiderFacts]);
export type OrderPlaceDto = Static<typeof OrderPlace>;

/** The payment of an order as staff see it. */
export const OrderPayment = Type.Object({
  payment_status: StringEnum(PAYMENT_STATUSES),
  method: Type.Union([StringEnum(PAYMENT_METHODS), Type.Null()]),
  provider: Type.Union([StringEnum(PAYMENT_PROVIDERS), Type.Null()]),
  reference: Nullable(Type.String()),
  amount: Money,
  /** Still to pay: the total less the money taken (a balance after weighing); negative when more was taken. */
  amount_due: Type.Optional(Money),
  paid_at: Nullable(Timestamp),
  received_by: Type.Union([Person, Type.Null()]),
  refund_error: Nullable(Type.String({ description: "The gateway's message when a refund failed" })),
  refund_instruction: Nullable(
    Type.String({ description: "What staff must hand back, e.g. 'Refund GHC 120.00 in cash'" }),
  ),
});
export type OrderPaymentDto = Static<typeof OrderPayment>;

/**
 * One payment that took money for an order (online or at the counter), oldest first: an order
 * paid in parts (cash, then mobile money) lists each. For cash handed over beyond what was owed,
 * `amount` is what counted and `tendered` and `change` what was handed over and given back.
 */
export const ReceivedPayment = Type.Object({
  id: Uuid,
  method: StringEnum(PAYMENT_METHODS),
  payment_status: StringEnum(PAYMENT_STATUSES),
  amount: Money,
  tendered: Type.Union([Money, Type.Null()]),
  change: Type.Union([Money, Type.Null()]),
  network: Type.Union([StringEnum(MOBILE_MONEY_NETWORKS), Type.Null()]),
  payer_phone: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  paid_at: Nullable(Timestamp),
  received_by: Type.Union([Person, Type.Null()]),
});
export type ReceivedPaymentDto = Static<typeof ReceivedPayment>;

/** One step of an order's timeline. */
export const OrderEvent = Type.Object({
  id: Type.Integer(),
  from_status: Type.Union([StringEnum(BOOKING_STATUSES), Type.Null()]),
  to_status: StringEnum(BOOKING_STATUSES),
  at: Timestamp,
  actor: Type.Union([Person, Type.Null()]),
  note: Nullable(Type.String()),
});
export type OrderEventDto = Static<typeof OrderEvent>;

/**
 * What the customer was sent about the order, and whether it reached them: `sent`; `sending` (due,
 * or being sent); `retrying` after a passing failure; `failed` for good (the provider refused: a
 * number that cannot take SMS, a mailbox that does not exist), with the reason in `error`; `kept`
 * when the channel is not configured on this server (the outbox only).
 */
export const OrderNotification = Type.Object({
  id: Uuid,
  channel: StringEnum(NOTIFICATION_CHANNELS),
  kind: Type.String(),
  to: Type.String(),
  state: StringEnum(NOTIFICATION_STATES),
  error: Nullable(Type.String()),
  attempts: Type.Integer(),
  created_at: Timestamp,
  sent_at: Nullable(Timestamp),
});
export type OrderNotificationDto = Static<typeof OrderNotification>;

/** `GET /api/ops/bookings/{id}`: the row plus everything on the order. */
export const OpsBookingDetail = Type.Composite([
  OpsBookingRow,
  Type.Object({
    items: Type.Array(BookingLine),
    pickup_address: OrderPlace,
    /** Null when the customer collects the order at the branch. */
    dropoff_address: Type.Union([OrderPlace, Type.Null()]),
    transaction: OrderPayment,
    /** Every payment that took money, oldest first (decision 074). */
    payments: Type.Array(ReceivedPayment),
    events: Type.Array(OrderEvent),
    notifications: Type.Array(OrderNotification),
    next_statuses: Type.Array(StringEnum(BOOKING_STATUSES), {
      description: "Where the pipeline lets this booking go next, as the customer chose (only the matching 'Ready for …')",
    }),
    override_statuses: Type.Array(StringEnum(BOOKING_STATUSES), {
      description: "Moves against the customer's choice (the other 'Ready for …'): they need a reason in `note`, which the customer is told",
    }),
    move_back: Type.Union(
      [
        Type.Object({
          to: StringEnum(BOOKING_STATUSES),
          until: Type.Union([Timestamp, Type.Null()], {
            description: 'Until when the signed-in staff member may; null for an admin (any time)',
          }),
        }),
        Type.Null(),
      ],
      { description: 'The step the signed-in staff member may move back now, or null' },
    ),
    pickup_moves: Type.Array(PickupMove, { description: 'Pickups the business moved (a closed day), oldest first' }),
  }),
]);
export type OpsBookingDetailDto = Static<typeof OpsBookingDetail>;

/** `POST /api/ops/bookings/{id}/status`. A cancellation needs its reason in `note`. */
export const StatusChangeBody = Type.Object({
  status: StringEnum(BOOKING_STATUSES),
  version: Type.Integer({ minimum: 1 }),
  note: Type.Optional(
    withMessage(Trimmed(Type.String({ maxLength: 500 })), CANCEL_REASON_MESSAGE),
  ),
});
export type StatusChangeBody = Static<typeof StatusChangeBody>;

/** `POST /api/ops/bookings/{id}/move-back`: undoes the last step, saying why (kept in the timeline and the audit). */
export const MoveBackBody = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  reason: withMessage(Trimmed(Type.String({ maxLength: 500 })), MOVE_BACK_MESSAGES.reason),
});
export type MoveBackBody = Static<typeof MoveBackBody>;

/** `POST /api/ops/bookings/{id}/payments` and `/api/ops/subscriptions/{id}/payments`. */
export const CounterPaymentBody = Type.Object({
  method: withMessage(StringEnum(COUNTER_PAYMENT_METHODS), COUNTER_PAYMENT_MESSAGES.method),
  amount: withMessage(
    Trimmed(
      Type.String({
        pattern: COUNTER_AMOUNT_PATTERN.source,
        description: 'What the payer handed over, in GHC: up to what is owed; cash beyond it is change (decision 074)',
        examples: ['40.00'],
      }),
    ),
    COUNTER_PAYMENT_MESSAGES.amount,
  ),
  network: Type.Optional(
    withMessage(
      Type.Union([StringEnum(MOBILE_MONEY_NETWORKS), Type.Null()], { description: 'Mobile money only, and then required' }),
      COUNTER_PAYMENT_MESSAGES.network,
    ),
  ),
  payer_phone: Type.Optional(
    withMessage(
      Type.Union([Trimmed(Type.String({ pattern: `^$|${GHANA_MOBILE_PATTERN.source}`, maxLength: 30 })), Type.Null()], {
        description: "The payer's mobile money number: mobile money only, and then required",
      }),
      COUNTER_PAYMENT_MESSAGES.payer_phone,
    ),
  ),
  reference: Type.Optional(
    withMessage(
      Trimmed(Type.String({ maxLength: COUNTER_REFERENCE_MAX, description: 'Mobile money or terminal reference' })),
      COUNTER_PAYMENT_MESSAGES.reference,
    ),
  ),
});
export type CounterPaymentBody = Static<typeof CounterPaymentBody>;

/** `GET /api/ops/customers/` row. */
export const OpsCustomerRow = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  bookings_count: Type.Integer(),
  total_paid: Money,
  last_booking_at: Nullable(Timestamp),
});
export type OpsCustomerRowDto = Static<typeof OpsCustomerRow>;

/** `GET /api/ops/customers/` filters. */
export const OpsCustomersQuery = Type.Composite([
  PageQuery,
  Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
]);
export type OpsCustomersQuery = Static<typeof OpsCustomersQuery>;

/** A subscription as staff see it. */
export const OpsSubscriptionRow = Type.Object({
  id: Uuid,
  customer: OrderCustomer,
  package: Type.Object({ id: Uuid, name: Type.String() }),
  price: Money,
  status: StringEnum(SUBSCRIPTION_STATUSES),
  payment_status: StringEnum(PAYMENT_STATUSES),
  start_date: CalendarDate,
  end_date: CalendarDate,
  created_at: Timestamp,
});
export type OpsSubscriptionRowDto = Static<typeof OpsSubscriptionRow>;

/** `GET /api/ops/subscriptions/` filters. */
export const OpsSubscriptionsQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(StringEnum(SUBSCRIPTION_STATUSES)) }),
]);
export type OpsSubscriptionsQuery = Static<typeof OpsSubscriptionsQuery>;

/** `GET /api/ops/customers/{id}`: the customer with their orders, subscriptions and addresses. */
export const OpsCustomerDetail = Type.Composite([
  OpsCustomerRow,
  Type.Object({
    bookings: Type.Array(OpsBookingRow),
    subscriptions: Type.Array(OpsSubscriptionRow),
    addresses: Type.Array(OrderAddress),
  }),
]);
export type OpsCustomerDetailDto = Static<typeof OpsCustomerDetail>;

/** `GET /api/ops/summary/` filters: one branch (else the staff member's) and a day (else today in Accra). */
export const OpsSummaryQuery = Type.Object({
  branch: Type.Optional(Uuid),
  date: Type.Optional(CalendarDate),
});
export type OpsSummaryQuery = Static<typeof OpsSummaryQuery>;

/** The day at a glance. */
export const OpsSummary = Type.Object({
  date: CalendarDate,
  bookings_by_status: Type.Record(Type.String(), Type.Integer()),
  pickups_today: Type.Integer(),
  pickups_tomorrow: Type.Integer(),
  unpaid: Type.Object({ count: Type.Integer(), total: Money }),
  takings_by_method: Type.Record(Type.String(), Money, {
    description: 'Payments received that day, by method (online, cash, mobile_money, card_terminal)',
  }),
});
export type OpsSummaryDto = Static<typeof OpsSummary>;

/** A staff or admin account. */
export const StaffMember = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(USER_ROLES),
  branch: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  is_active: Type.Boolean(),
  invited: Type.Boolean({ description: 'True until the invitee has set a password' }),
  created_at: Timestamp,
});
export type StaffMemberDto = Static<typeof StaffMember>;

/** `POST /api/ops/staff/`: invite someone to the console (admin only). */
export const StaffInviteBody = Type.Object({
  name: NameText(messages.signup.name),
  email: EmailText(messages.signup.email),
  role: StringEnum(STAFF_ROLES),
  branch: Type.Union([Uuid, Type.Null()], { description: 'Null: every branch' }),
});
export type StaffInviteBody = Static<typeof StaffInviteBody>;

/** `PATCH /api/ops/staff/{id}` (admin only). */
export const StaffChangesBody = Type.Object({
  role: Type.Optional(StringEnum(USER_ROLES)),
  branch: Type.Optional(Type.Union([Uuid, Type.Null()])),
  is_active: Type.Optional(Type.Boolean()),
});
export type StaffChangesBody = Static<typeof StaffChangesBody>;

/** What happened to a booking, as the live streams announce it. */
export const BOOKING_CHANGE_KINDS = ['created', 'status', 'paid', 'cancelled', 'refund', 'money'] as const;
export type BookingChangeKind = (typeof BOOKING_CHANGE_KINDS)[number];

/**
 * One message of `GET /api/ops/events/` (Server-Sent Events; its `id:` is the booking event's id,
 * none for `paid`, `refund` and `money`, which are no step of the booking's history). `money`: what
 * the order costs or owes changed (weighed, measured, a job priced or answered, a partial refund).
 */
export const OpsLiveEvent = Type.Object({
  kind: StringEnum(BOOKING_CHANGE_KINDS),
  booking: Uuid,
  branch: Type.Union([Uuid, Type.Null()]),
  status: Type.Union([StringEnum(BOOKING_STATUSES), Type.Null()]),
  at: Timestamp,
});
export type OpsLiveEventDto = Static<typeof OpsLiveEvent>;

/**
 * The `event:` name of a message of `GET /api/ops/events/` that says changes may have been missed
 * (the server lost its database notifications for a while, or too many to replay after a
 * reconnect): read everything afresh. Booking changes come as plain messages (OpsLiveEvent).
 */
export const OPS_STREAM_RELOAD_EVENT = 'reload';
