import {
  bookingTotal,
  expressFee,
  expressReadyBy,
  formatReadyBy,
  isAtRisk,
  readyBy,
  serviceSpeedFee,
  standardReadyBy,
  type BranchHours,
} from './service-speed';

/** The seed's week: Monday–Friday 07:00–19:00, Saturday 08:00–18:00, Sunday closed. */
const WEEK = [
  { weekday: 0, closed: true, opens_at: '08:00', closes_at: '18:00' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, closed: false, opens_at: '07:00', closes_at: '19:00' })),
  { weekday: 6, closed: false, opens_at: '08:00', closes_at: '18:00' },
];
const BRANCH: BranchHours = { hours: WEEK, closures: new Set(['2026-12-25', '2026-12-28']) };
const iso = (d: Date | undefined) => d?.toISOString() ?? 'none';

describe('expressReadyBy: 24 hours after the window ends, only when the branch is open then', () => {
  it.each([
    ['Tue 08–10 → Wed 10:00', '2026-11-24', '10:00', '2026-11-25T10:00:00.000Z'],
    ['Tue 16–18 → Wed 18:00', '2026-11-24', '18:00', '2026-11-25T18:00:00.000Z'],
    ['Fri 16–18 → Sat 18:00, the closing time itself', '2026-11-27', '18:00', '2026-11-28T18:00:00.000Z'],
    ['Sat 08–10 → Sunday closed', '2026-11-28', '10:00', 'none'],
    ['Sat 16–18 → Sunday closed', '2026-11-28', '18:00', 'none'],
    ['Thu 14–16 → Christmas Day closure', '2026-12-24', '16:00', 'none'],
    ['Fri 18:00–19:00 → Saturday closes at 18:00: 24 h does not fit', '2026-11-27', '19:00', 'none'],
    ['Mon 08–10 → Tue 10:00', '2026-11-23', '10:00', '2026-11-24T10:00:00.000Z'],
  ])('%s', (_name, date, end, expected) => {
    expect(iso(expressReadyBy(BRANCH, date, end))).toBe(expected);
  });
});

describe('standardReadyBy: the same time on the second open day after the pickup', () => {
  it.each([
    ['Tue → Thu (48 h)', '2026-11-24', '12:00', '2026-11-26T12:00:00.000Z'],
    ['Thu → Sat (48 h)', '2026-11-26', '16:00', '2026-11-28T16:00:00.000Z'],
    ['Fri → Mon over the closed Sunday (72 h)', '2026-11-27', '12:00', '2026-11-30T12:00:00.000Z'],
    ['Sat → Tue over the closed Sunday', '2026-11-28', '10:00', '2026-12-01T10:00:00.000Z'],
    ['Thu 18:00 → Sat closes at 18:00: ready at Saturday close', '2026-11-26', '18:00', '2026-11-28T18:00:00.000Z'],
    ['Thu 19:00 → after Saturday close: Monday opening', '2026-11-26', '19:00', '2026-11-30T07:00:00.000Z'],
    ['Wed Dec 23 → Sat Dec 26 over the Christmas closure', '2026-12-23', '12:00', '2026-12-26T12:00:00.000Z'],
    ['Thu Dec 24 → Tue Dec 29 over Christmas, Sunday and a Monday closure', '2026-12-24', '10:00', '2026-12-29T10:00:00.000Z'],
  ])('%s', (_name, date, end, expected) => {
    expect(iso(standardReadyBy(BRANCH, date, end))).toBe(expected);
  });

  it('gives no time for a branch that never opens', () => {
    const shut = { hours: WEEK.map((h) => ({ ...h, closed: true })), closures: new Set<string>() };
    expect(standardReadyBy(shut, '2026-11-24', '10:00')).toBeUndefined();
    expect(readyBy('express', shut, '2026-11-24', '10:00')).toBeUndefined();
  });
});

describe('the Express surcharge and the total', () => {
  it.each([
    ['50 % of 100.00', '100.00', 50, '50.00'],
    ['50 % of 25.25 rounds half up to the pesewa', '25.25', 50, '12.63'],
    ['0 % is free', '80.00', 0, '0.00'],
    ['100 % doubles', '12.40', 100, '12.40'],
    ['a basket fully covered by a package pays nothing', '0.00', 50, '0.00'],
  ])('%s', (_name, subTotal, percent, fee) => {
    expect(expressFee(subTotal, percent)).toBe(fee);
    expect(serviceSpeedFee('express', subTotal, percent)).toBe(fee);
    expect(serviceSpeedFee('standard', subTotal, percent)).toBe('0.00');
  });

  it.each([
    [{ sub_total: '100.00', express_fee: '50.00' }, '150.00'],
    [{ sub_total: '25.25', express_fee: '12.63' }, '37.88'],
    [{ sub_total: '40.00', express_fee: '0.00' }, '40.00'],
    [{ sub_total: '40.00' }, '40.00'],
    [{ sub_total: '40.00', express_fee: '20.00', pickup_fee: '10.00' }, '70.00'],
    [{ sub_total: '0.00', express_fee: '0.00', pickup_fee: '10.00' }, '10.00'],
    [{ sub_total: '40.00', pickup_fee: null }, '40.00'],
  ])('total of %p is %s', (booking, total) => {
    expect(bookingTotal(booking)).toBe(total);
  });
});

describe('isAtRisk: due within 4 hours and not yet packing', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  it.each([
    ['due in 3 h, washing', 'washing', '2026-11-25T11:00:00Z', true],
    ['due in 4 h exactly', 'picked_up', '2026-11-25T12:00:00Z', false],
    ['overdue, pending', 'pending', '2026-11-25T07:00:00Z', true],
    ['due in 1 h but packaging', 'packaging', '2026-11-25T09:00:00Z', false],
    ['due in 1 h, ready', 'ready_for_pickup', '2026-11-25T09:00:00Z', false],
    ['cancelled', 'cancelled', '2026-11-25T09:00:00Z', false],
    ['no ready time (an old booking)', 'washing', null, false],
  ])('%s', (_name, status, ready, risky) => {
    expect(isAtRisk({ status, ready_by: ready }, now)).toBe(risky);
  });
});

it('formats a ready time in Accra', () => {
  expect(formatReadyBy('2026-11-26T12:00:00.000Z')).toBe('Thu, Nov 26 · 12:00');
  expect(formatReadyBy(null)).toBe('');
});
