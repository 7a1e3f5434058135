import {
  CLOSED_WEEKDAY_REASON,
  daySlots,
  formatPickupWindow,
  PICKUP_WINDOW_MESSAGES,
  weekdayOf,
  windowTimeProblem,
} from './pickup-windows';

const WINDOWS = [
  { start: '14:00', end: '16:00', capacity: 6 },
  { start: '08:00', end: '10:00', capacity: 6 },
  { start: '10:00', end: '12:00', capacity: 2 },
];

describe('formatPickupWindow', () => {
  it.each([
    ['2026-11-24', '10:00', '12:00', 'Tue, Nov 24 · 10:00–12:00'],
    ['2027-01-03', '08:00', '10:00', 'Sun, Jan 3 · 08:00–10:00'],
    ['2026-11-24', null, null, 'Tue, Nov 24'],
    ['', null, null, ''],
  ])('%s %s–%s is %p', (date, start, end, shown) => {
    expect(formatPickupWindow(date, start, end)).toBe(shown);
  });
});

describe('windowTimeProblem: the 2-hour cut-off in Accra time', () => {
  it.each([
    ['more than 2 hours ahead', '2026-11-24T07:59:00Z', '10:00', undefined],
    ['exactly 2 hours ahead', '2026-11-24T08:00:00Z', '10:00', undefined],
    ['1 h 59 ahead', '2026-11-24T08:01:00Z', '10:00', PICKUP_WINDOW_MESSAGES.tooSoon],
    ['started', '2026-11-24T10:30:00Z', '10:00', PICKUP_WINDOW_MESSAGES.started],
    ['starting now', '2026-11-24T10:00:00Z', '10:00', PICKUP_WINDOW_MESSAGES.started],
    // 23:30 on the 23rd in Accra is still the day before: tomorrow's 08:00 is fine.
    ['late the evening before', '2026-11-23T23:30:00Z', '08:00', undefined],
  ])('%s', (_name, now, start, problem) => {
    expect(windowTimeProblem('2026-11-24', start, new Date(now))).toBe(problem);
  });
});

describe('daySlots', () => {
  const now = new Date('2026-11-24T07:00:00Z');
  it.each([
    ['a closure', { closure: "Farmers' Day", weekdayOpen: true }, { open: false, reason: "Farmers' Day" }],
    ['a closed weekday', { closure: null, weekdayOpen: false }, { open: false, reason: CLOSED_WEEKDAY_REASON }],
    ['an open day', { closure: null, weekdayOpen: true }, { open: true, reason: null }],
  ])('%s', (_name, input, expected) => {
    const day = daySlots({ date: '2026-11-24', windows: WINDOWS, booked: new Map(), now, ...input });
    expect(day).toMatchObject(expected);
    if (!expected.open) expect(day.windows).toEqual([]);
  });

  it('orders windows by start; a full window and one past the cut-off have no places, with the reason', () => {
    const day = daySlots({
      date: '2026-11-24',
      closure: null,
      weekdayOpen: true,
      windows: WINDOWS,
      booked: new Map([
        ['10:00', 2],
        ['14:00', 5],
      ]),
      now,
    });
    expect(day.windows.map((w) => [w.start, w.remaining, w.unavailable])).toEqual([
      ['08:00', 0, PICKUP_WINDOW_MESSAGES.tooSoon],
      ['10:00', 0, PICKUP_WINDOW_MESSAGES.full],
      ['14:00', 1, null],
    ]);
  });

  it('never shows fewer than 0 places when capacity was lowered below the bookings', () => {
    const day = daySlots({
      date: '2026-11-25',
      closure: null,
      weekdayOpen: true,
      windows: [{ start: '10:00', end: '12:00', capacity: 1 }],
      booked: new Map([['10:00', 3]]),
      now,
    });
    expect(day.windows[0]).toMatchObject({ remaining: 0, unavailable: PICKUP_WINDOW_MESSAGES.full });
  });
});

it('weekdayOf counts 0 for Sunday', () => {
  expect([weekdayOf('2026-11-22'), weekdayOf('2026-11-24'), weekdayOf('2026-11-28')]).toEqual([0, 2, 6]);
});
