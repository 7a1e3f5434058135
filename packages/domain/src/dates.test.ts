import { addMonths, isCalendarDate, todayInAccra } from './dates';

describe('Accra calendar dates', () => {
  it("gives Accra's date whatever the instant's zone (UTC+0, no daylight saving)", () => {
    expect(todayInAccra(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(todayInAccra(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    // Midnight in Lagos (UTC+1) is still the evening before in Accra.
    expect(todayInAccra(new Date('2026-11-23T00:30:00+01:00'))).toBe('2026-11-22');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-11-22T10:00:00Z')).toBe(false);
    expect(isCalendarDate(20261122)).toBe(false);
  });

  it('adds months the way a customer counts them, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-11-22', 1)).toBe('2026-12-22');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
  });
});
