import { formatAmount, formatDate, formatMoney } from './format';

describe('formatDate', () => {
  it("writes dates as 'Month day, year'", () => {
    expect(formatDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatDate('2023-12-31T23:30:00.000Z')).toBe('December 31, 2023');
    expect(formatDate(new Date(Date.UTC(2025, 0, 9)))).toBe('January 9, 2025');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

});

describe('formatMoney', () => {
  it('shows GHC amounts the en-US way, from strings or numbers', () => {
    expect(formatMoney('25.00').replace(/\s/, ' ')).toBe('GHC 25.00');
    expect(formatMoney(1250.5).replace(/\s/, ' ')).toBe('GHC 1,250.50');
    expect(formatMoney('not money').replace(/\s/, ' ')).toBe('GHC 0.00');
  });

  it('writes the same amount without the currency for tables that name it once', () => {
    expect(formatAmount('1250.50')).toBe('1,250.50');
    expect(formatAmount(-35)).toBe('-35.00');
    expect(formatAmount('0')).toBe('0.00');
  });
});

describe('formatting without Intl', () => {
  it('writes what Intl en-US writes, for every cedi amount the product shows', () => {
    const intlGhc = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GHC', currencyDisplay: 'code' });
    for (const amount of [0, 0.5, 4, 12.25, 999.99, 1000, 1250.5, 123456.78, 1000000, -35]) {
      expect(formatMoney(amount)).toBe(intlGhc.format(amount));
    }
  });

  it("writes the same day as Intl in Accra's time zone", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Africa/Accra' });
    for (const iso of ['2023-07-10T00:00:00Z', '2024-02-29T23:59:59Z', '2025-12-31T12:00:00Z', '2023-01-01T00:30:00+01:00']) {
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });
});
