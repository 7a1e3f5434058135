/** Shapes of bookings, their items, checkout and the booking edit. */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Money, PaymentStateBody, StringEnum, Uuid, withMessage } from './common';
import { SERVICE_SPEEDS, SERVICE_SPEED_MESSAGES } from '../service-speed';
import { HANDOVERS, HANDOVER_MESSAGES, type Handover } from '../handover';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../statuses';
import { STREAM_RELOAD_EVENT } from '../live-streams';
import { messages } from '../rules';
import { ITEM_UNITS, JOB_ANSWERS, JOB_STATUSES } from '../units';
import { PickedId, RequiredText } from './fields';
import { PickupMove } from './pickup-windows';

export const BookingLine = Type.Object({
  id: Uuid,
  item_name: Type.String(),
  /** Pieces, pairs, 1 job, or kilograms or m² to one decimal for a measured line (the estimate until measured). */
  quantity: Type.Number(),
  /** What the item is sold by: `piece`, `pair`, `kg`, `m2` or `job`. */
  unit: StringEnum(ITEM_UNITS),
  /** What the customer estimated at checkout (measured lines: kg, m²), kept after measuring; null otherwise. */
  estimated_quantity: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /**
   * True while the line's total is not final: a measured line not measured yet, or a job not yet
   * priced (its total is the "from" price).
   */
  estimate: Type.Boolean(),
  /** What the customer wrote about the work of a job; null otherwise. */
  note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** A job's published "from" price it was booked at; null otherwise. */
  from_price: Type.Optional(Type.Union([Money, Type.Null()])),
  /** Where a job stands: to_price, awaiting_answer (priced, the customer decides), accepted, refused; null otherwise. */
  job_status: Type.Optional(Type.Union([StringEnum(JOB_STATUSES), Type.Null()])),
  /** What is paid for the line: the units not covered by a package, at the unit price. */
  total: Money,
  /** Units a package's allowance paid for (costing 0). */
  covered_quantity: Type.Integer({ minimum: 0 }),
  /** The package that covered them, or null. */
  covered_by: Type.Union([Type.String(), Type.Null()]),
});
export type BookingLineDto = Static<typeof BookingLine>;

/** The booking's payment transaction: the paid attempt if any, else the newest (null only for a booking made outside checkout). */
export const BookingTransaction = Type.Union([
  Type.Object({
    reference: Type.String(),
    payment_status: StringEnum(PAYMENT_STATUSES),
  }),
  Type.Null(),
]);

export const Booking = Type.Object({
  id: Uuid,
  order_number: Type.String({ examples: ['ADM-10042'], description: 'The number to quote to the business' }),
  user: Uuid,
  pickup_date: CalendarDate,
  pickup_window: Type.Union([Type.String({ examples: ['10:00'] }), Type.Null()], {
    description: "Start of the pickup window (Accra time); null for bookings made before windows",
  }),
  pickup_window_end: Type.Union([Type.String({ examples: ['12:00'] }), Type.Null()]),
  sub_total: Money,
  service_speed: StringEnum(SERVICE_SPEEDS),
  express_fee: Money,
  /**
   * Pickup and delivery (pickup-delivery.ts): the branch's fee, or 0.00 when the booking is free
   * (5 kg or more by the kilo, a package's free pickup, a branch without a fee, a booking made before fees).
   */
  pickup_fee: Money,
  /** Present (true) when the booking spent one of its package's free pickups (decision 071). */
  pickup_free_with_package: Type.Optional(Type.Boolean()),
  /**
   * The kilograms by the kilo from which this booking's pickup is free, as booked; null when it has
   * no fee to charge (made before pickup fees, or at a branch that charged none).
   */
  free_pickup_from_kg: Type.Union([Type.Number(), Type.Null()]),
  /** What is paid: sub_total + express_fee + pickup_fee. */
  total: Money,
  ready_by: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the laundry is promised ready; null for bookings made before speeds',
  }),
  /**
   * Still to pay: the total less the money taken. A per-kg booking paid on its estimate that
   * weighed more has a balance here while its payment reads paid; 0.00 once settled.
   */
  amount_due: Money,
  /** Where its payment stands: Unpaid, Paid, Balance due, Refund due, Covered by package, Refunded. */
  payment_state: PaymentStateBody,
  status: StringEnum(BOOKING_STATUSES),
  branch: Type.Object({ id: Uuid, name: Type.String() }),
  transaction: BookingTransaction,
  booking_items: Type.Array(BookingLine),
  pickup_address: Uuid,
  /** Null when the customer collects the order at the branch. */
  dropoff_address: Type.Union([Uuid, Type.Null()]),
  /** 'delivery' to the dropoff address, or 'collection' at the branch (decision 072). */
  handover: StringEnum(HANDOVERS),
  created_at: Type.String({ format: 'date-time' }),
});
export type BookingDto = Static<typeof Booking>;

/** A step of my booking's timeline: what the customer may see of it (no staff, no internal notes). */
export const CustomerBookingEvent = Type.Object({
  status: StringEnum(BOOKING_STATUSES),
  at: Type.String({ format: 'date-time' }),
  note_for_customer: Type.Union([Type.String(), Type.Null()], {
    description: 'What the business told the customer at this step (a cancellation gives its reason)',
  }),
});
export type CustomerBookingEventDto = Static<typeof CustomerBookingEvent>;

/** GET /bookings/{id}: the booking, its timeline (oldest step first) and its moved pickups. */
export const BookingDetail = Type.Composite([
  Booking,
  Type.Object({
    events: Type.Array(CustomerBookingEvent),
    /** Pickups the business moved (its branch closed that day) and why, oldest first, as the customer was told (decision 080). */
    pickup_moves: Type.Array(PickupMove),
  }),
]);
export type BookingDetailDto = Static<typeof BookingDetail>;

/**
 * One message of GET /bookings/events/ (Server-Sent Events): one of my bookings moved to a status
 * (`kind` 'status'), or its money changed (`kind` 'payment': paid, refunded, weighed, measured, a
 * job priced): the app reads the booking's money afresh. `event` is the new timeline step.
 */
export const CustomerLiveEvent = Type.Object({
  kind: StringEnum(['status', 'payment'] as const),
  booking: Uuid,
  status: StringEnum(BOOKING_STATUSES),
  event: Type.Union([CustomerBookingEvent, Type.Null()]),
});
export type CustomerLiveEventDto = Static<typeof CustomerLiveEvent>;

/** The `event:` of a customer stream message meaning "changes may have been missed: read afresh". */
export const CUSTOMER_STREAM_RELOAD_EVENT = STREAM_RELOAD_EVENT;

/** POST /bookings/{id}/book-again: what went back into the basket, and what could not. */
export const BookAgainResult = Type.Object({
  added: Type.Array(Type.Object({ item_name: Type.String(), quantity: Type.Number() })),
  skipped: Type.Array(Type.Object({ item_name: Type.String(), reason: Type.String() })),
});
export type BookAgainResultDto = Static<typeof BookAgainResult>;

/** A line of one of my bookings, as GET /bookings/booking-item/ lists them. */
export const BookingItemEntry = Type.Object({
  id: Uuid,
  booking: Uuid,
  item_name: Type.String(),
  quantity: Type.Number(),
  total: Money,
});
export type BookingItemEntryDto = Static<typeof BookingItemEntry>;

/**
 * POST /bookings/checkout/, with the checkout form's messages. Whether the addresses are mine and
 * the branch exists, and whether the date is a real one today or later, is the service's check.
 * The booking is made from the basket stored on the server, at catalogue prices, so no lines are
 * sent (any other field is dropped before the service sees the body).
 */
export const CheckoutBody = Type.Object({
  pickup_address: PickedId(messages.checkout.pickup_address, {
    description: 'Id of one of my addresses.',
  }),
  dropoff_address: Type.Optional(
    PickedId(messages.checkout.dropoff_address, {
      description: "Id of one of my addresses; required for delivery, ignored for collection.",
    }),
  ),
  handover: Type.Optional(
    Type.Unsafe<Handover>({ ...withMessage(StringEnum(HANDOVERS), HANDOVER_MESSAGES.handover), description: "'delivery' (the default): brought to the dropoff address, with the whole pickup-and-delivery fee; 'collection': collected at the branch, no dropoff address, the pickup part of the fee only." }),
  ),
  branch: PickedId(messages.checkout.branch, { description: 'Branch id.' }),
  pickup_date: RequiredText(messages.checkout.pickup_date, {
    description: 'YYYY-MM-DD, today or later (Accra).',
  }),
  pickup_window: Type.Optional(
    Type.String({
      description:
        "Start of a pickup window of that date ('10:00', from GET /branches/{id}/slots/); left out: the earliest with room.",
    }),
  ),
  service_speed: Type.Optional(
    withMessage(StringEnum(SERVICE_SPEEDS), SERVICE_SPEED_MESSAGES.speed),
  ),
}, {
  // The dropoff address is required unless the customer collects at the branch (decision 072):
  // a checkout without `handover` is a delivery, and answers the SPEC's message when it has none.
  if: { properties: { handover: { const: 'collection' } }, required: ['handover'] },
  then: {},
  else: { required: ['dropoff_address'] },
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/**
 * PATCH /bookings/{id}: pickup date, addresses and delivery or collection only, each optional (left out: unchanged), with
 * the booking form's messages; anything else sent is ignored. The app sends the edited booking
 * with status pending (SPEC §4), which is what it stays: an edit never changes a status.
 */
export const BookingEditBody = Type.Object({
  status: Type.Optional(
    Type.String({
      examples: ['pending'],
      description: "What the app sends with an edit, 'pending'; only a pending booking can be edited and it stays so, whatever is sent.",
    }),
  ),
  pickup_date: Type.Optional(
    RequiredText(messages.booking.pickup_date, {
      description: 'YYYY-MM-DD, today or later (Accra).',
    }),
  ),
  pickup_window: Type.Optional(
    Type.String({ description: "Start of a pickup window ('10:00'); left out with a new date: the earliest with room." }),
  ),
  pickup_address: Type.Optional(
    RequiredText(messages.booking.pickup_address, { description: 'Id of one of my addresses.' }),
  ),
  dropoff_address: Type.Optional(
    RequiredText(messages.booking.dropoff_address, { description: 'Id of one of my addresses; needed when changing to delivery.' }),
  ),
  handover: Type.Optional(
    Type.Unsafe<Handover>({ ...withMessage(StringEnum(HANDOVERS), HANDOVER_MESSAGES.handover), description: "Changeable until the order is ready (the fee follows). 'delivery': brought to the dropoff address, with the whole pickup-and-delivery fee; 'collection': collected at the branch, no dropoff address, the pickup part of the fee only." }),
  ),
});
export type BookingEditBody = Static<typeof BookingEditBody>;

/** `POST /api/bookings/{id}/jobs/{line}/answer`: which job of which booking. */
export const JobParams = Type.Object({ id: Uuid, line: Uuid });
export type JobParams = Static<typeof JobParams>;

/** The customer's answer to a job's price set at pickup. */
export const JobAnswerBody = Type.Object({
  /** accepted: go ahead at this price; refused: return it undone, at no charge. */
  answer: StringEnum(JOB_ANSWERS),
});
export type JobAnswerBody = Static<typeof JobAnswerBody>;
