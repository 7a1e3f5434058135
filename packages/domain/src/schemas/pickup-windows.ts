/** Shapes of a branch's pickup slots (GET /branches/{id}/slots/). */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, OptionalText } from './common';

export const WindowSlot = Type.Object({
  start: Type.String({ examples: ['08:00'], description: 'Accra time' }),
  end: Type.String({ examples: ['10:00'] }),
  capacity: Type.Integer({ description: 'Bookings the window takes' }),
  remaining: Type.Integer({ description: 'Places still free; 0 once the window is past its cut-off' }),
  unavailable: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it cannot be booked (full, started, starts within 2 hours), or null',
  }),
});

export const DaySlots = Type.Object({
  date: CalendarDate,
  open: Type.Boolean(),
  reason: OptionalText,
  windows: Type.Array(WindowSlot),
});
export type DaySlotsDto = Static<typeof DaySlots>;

export const SlotsQuery = Type.Object({
  from: Type.String({ description: 'YYYY-MM-DD (Accra)' }),
  to: Type.String({ description: 'YYYY-MM-DD, at most 31 days after from' }),
});
export type SlotsQuery = Static<typeof SlotsQuery>;

export const SlotsAnswer = Type.Object({ branch: Type.String({ format: 'uuid' }), days: Type.Array(DaySlots) });
export type SlotsAnswerDto = Static<typeof SlotsAnswer>;
