import { canPayAhead, nextMonthOf, PAY_AHEAD_DAYS } from './renewal';

describe('canPayAhead', () => {
  it.each([
    ['active, ends in 10 days', 'active', '2026-12-04', false],
    ['active, ends in 8 days', 'active', '2026-12-02', false],
    [`active, ends in ${PAY_AHEAD_DAYS} days`, 'active', '2026-12-01', true],
    ['active, ends tomorrow', 'active', '2026-11-25', true],
    ['active, ended today (first day not covered)', 'active', '2026-11-24', false],
    ['awaiting payment', 'inactive', '2026-11-30', false],
    ['expired', 'expired', '2026-11-30', false],
    ['no end date', 'active', null, false],
  ] as const)('%s', (_case, status, endDate, expected) => {
    expect(canPayAhead({ status, end_date: endDate }, '2026-11-24')).toBe(expected);
  });
});

describe('nextMonthOf', () => {
  it('starts the day the paid month ends and runs one month, to the last day of a shorter month', () => {
    expect(nextMonthOf('2026-11-30')).toEqual({ startDate: '2026-11-30', endDate: '2026-12-30' });
    expect(nextMonthOf('2027-01-31')).toEqual({ startDate: '2027-01-31', endDate: '2027-02-28' });
  });
});
