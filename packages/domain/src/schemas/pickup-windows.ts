/** Shapes of a branch's pickup slots (GET /branches/{id}/slots/). */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Money, OptionalText } from './common';

export const WindowSlot = Type.Object({
  start: Type.String({ examples: ['08:00'], description: 'Accra time' }),
  end: Type.String({ examples: ['10:00'] }),
  capacity: Type.Integer({ description: 'Bookings the window takes' }),
  remaining: Type.Integer({ description: 'Places still free; 0 once the window is past its cut-off' }),
  unavailable: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it cannot be booked (full, started, starts within 2 hours), or null',
  }),
  express: Type.Boolean({
    description: 'Whether Same-Day Express can be booked in it: 24 hours after it ends the branch is open, and the day has an Express place left',
  }),
  standard_ready_by: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When a Standard booking of this window is ready',
  }),
  express_ready_by: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When an Express booking of this window is ready; null where 24 hours does not fit the opening hours',
  }),
});

export const DaySlots = Type.Object({
  date: CalendarDate,
  open: Type.Boolean(),
  reason: OptionalText,
  express_remaining: Type.Integer({ description: 'Same-Day Express places left that day (0 on a closed day)' }),
  windows: Type.Array(WindowSlot),
});
export type DaySlotsDto = Static<typeof DaySlots>;

export const SlotsQuery = Type.Object({
  from: Type.String({ description: 'YYYY-MM-DD (Accra)' }),
  to: Type.String({ description: 'YYYY-MM-DD, at most 31 days after from' }),
});
export type SlotsQuery = Static<typeof SlotsQuery>;

export const SlotsAnswer = Type.Object({
  branch: Type.String({ format: 'uuid' }),
  express_surcharge_percent: Type.Integer({ description: "Same-Day Express's surcharge, per cent of the items' sub total" }),
  pickup_fee: Money,
  free_pickup_from_kg: Type.Number({
    description: 'The pickup fee is dropped from this many kilograms by the kilo, or when a package covers a line',
  }),
  days: Type.Array(DaySlots),
});
export type SlotsAnswerDto = Static<typeof SlotsAnswer>;

/** One weekday's opening hours (0 Sunday … 6 Saturday), as the console edits them. */
export const OpeningHours = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  closed: Type.Boolean(),
  opens_at: Type.String({ examples: ['07:00'] }),
  closes_at: Type.String({ examples: ['19:00'] }),
});
export type OpeningHoursDto = Static<typeof OpeningHours>;

/** One pickup window of a weekday and its capacity. */
export const PickupWindowPlan = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  start: Type.String({ examples: ['08:00'] }),
  end: Type.String({ examples: ['10:00'] }),
  capacity: Type.Integer({ minimum: 0, maximum: 200, description: 'Bookings the window takes' }),
});
export type PickupWindowPlanDto = Static<typeof PickupWindowPlan>;

/** GET and PUT /ops/branches/{id}/hours: the week's opening hours and pickup windows of a branch. */
export const BranchWeek = Type.Object({
  hours: Type.Array(OpeningHours, { description: 'Seven rows, one per weekday' }),
  windows: Type.Array(PickupWindowPlan),
});
export type BranchWeekDto = Static<typeof BranchWeek>;

/** A date a branch is closed. */
export const BranchClosure = Type.Object({
  id: Type.String({ format: 'uuid' }),
  date: CalendarDate,
  reason: Type.String(),
  moved: Type.Optional(Type.Integer({ description: 'Bookings moved to their next open window when it was added' })),
});
export type BranchClosureDto = Static<typeof BranchClosure>;

export const BranchClosureBody = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  reason: Type.String({ description: "What customers are told, e.g. 'Christmas Day'" }),
  move_bookings: Type.Optional(
    Type.Boolean({ description: "Move the day's bookings to their next open window (required when it has any)" }),
  ),
});
export type BranchClosureBody = Static<typeof BranchClosureBody>;

/** A pickup as a closure moves it: the day and window. */
const PickupPlace = Type.Object({
  date: CalendarDate,
  window: OptionalText,
  window_end: OptionalText,
});

/** One booking of a day about to close, and the window it moves to (null: none with room). */
export const ClosureMove = Type.Object({
  booking: Type.String({ format: 'uuid' }),
  order_number: Type.String({ examples: ['ADM-10042'] }),
  customer: Type.String(),
  from: PickupPlace,
  to: Type.Union([PickupPlace, Type.Null()]),
});
export type ClosureMoveDto = Static<typeof ClosureMove>;

/** `GET /api/ops/branches/{id}/closures/preview?date=`: what closing that day would move. */
export const ClosurePreviewQuery = Type.Object({ date: CalendarDate });
export const ClosurePreview = Type.Object({ date: CalendarDate, moves: Type.Array(ClosureMove) });
export type ClosurePreviewDto = Static<typeof ClosurePreview>;

/** A booking's pickup moved by the business (a closed day), as its order shows it. */
export const PickupMove = Type.Object({
  from: PickupPlace,
  to: PickupPlace,
  reason: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type PickupMoveDto = Static<typeof PickupMove>;

export const BranchClosureParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  closureId: Type.String({ format: 'uuid' }),
});
