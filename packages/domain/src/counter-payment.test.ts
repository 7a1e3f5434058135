import {
  changeToGive,
  counterTake,
  COUNTER_AMOUNT_PATTERN,
  COUNTER_PAYMENT_MESSAGES,
} from './counter-payment';

describe('counterTake', () => {
  it('counts all of an amount up to what is owed, by any method', () => {
    for (const method of ['cash', 'mobile_money', 'card_terminal'] as const) {
      expect(counterTake(6750, 4000, method)).toEqual({
        ok: true,
        applied: 4000,
        tendered: 4000,
        change: 0,
      });
      expect(counterTake(6750, 6750, method)).toEqual({
        ok: true,
        applied: 6750,
        tendered: 6750,
        change: 0,
      });
    }
  });

  it('counts what is owed of cash beyond it and gives the rest as change', () => {
    expect(counterTake(750, 1000, 'cash')).toEqual({
      ok: true,
      applied: 750,
      tendered: 1000,
      change: 250,
    });
  });

  it('refuses mobile money and card beyond what is owed', () => {
    for (const method of ['mobile_money', 'card_terminal'] as const) {
      expect(counterTake(2750, 4000, method)).toEqual({
        ok: false,
        message: COUNTER_PAYMENT_MESSAGES.overOwed('27.50'),
      });
    }
  });
});

it('changeToGive reads the amount as typed, and gives none for anything but cash or an unreadable amount', () => {
  expect(changeToGive('67.50', '100', 'cash')).toBe(3250);
  expect(changeToGive('67.50', '50', 'cash')).toBe(0);
  expect(changeToGive('67.50', '100', 'mobile_money')).toBe(0);
  expect(changeToGive('67.50', 'a lot', 'cash')).toBe(0);
});

it('takes amounts as staff key them: positive cedis with up to two decimals', () => {
  for (const good of ['40', '40.5', '40.50', ' 0.01 ', '999999.99'])
    expect(COUNTER_AMOUNT_PATTERN.test(good)).toBe(true);
  for (const bad of ['', '0', '0.00', '-1', '1.234', 'GHC 5', '1,000', '1000000'])
    expect(COUNTER_AMOUNT_PATTERN.test(bad)).toBe(false);
});
