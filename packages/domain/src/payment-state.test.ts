import { fromPesewas } from './money';
import { cancellingMoneyInWords, isPaymentOwed, paymentState, paymentStateLabel, paymentStateTone, type OrderMoney } from './payment-state';

const order = (total: string, taken: string, givenBack = '0.00', cancelled = false, packagePaid = false): OrderMoney => ({
  total,
  taken,
  givenBack,
  cancelled,
  packagePaid,
});

describe('paymentState', () => {
  it.each([
    ['nothing taken yet', order('106.00', '0.00'), 'unpaid', null],
    ['paid in full', order('106.00', '106.00'), 'paid', null],
    ['paid on the estimate, weighed heavier', order('67.50', '37.00'), 'balance_due', '30.50'],
    ['paid on the estimate, weighed lighter', order('67.50', '90.00'), 'refund_due', '22.50'],
    ['weighed lighter, the difference given back', order('67.50', '90.00', '22.50'), 'paid', null],
    ['a package paid every line', order('0.00', '0.00', '0.00', false, true), 'covered', null],
    ['its only job refused, nothing taken', order('0.00', '0.00'), 'nothing_due', null],
    ['its only job refused after paying the "from" price', order('0.00', '30.00'), 'refund_due', '30.00'],
    ['its only job refused, the "from" price given back', order('0.00', '30.00', '30.00'), 'refunded', null],
    ['a package paid the pickup, the lines are unpaid', order('64.00', '0.00', '0.00', false, true), 'unpaid', null],
    ['a rug measured bigger than paid for', order('135.00', '120.00'), 'balance_due', '15.00'],
    ['cancelled after paying', order('106.00', '106.00', '0.00', true), 'refund_due', '106.00'],
    ['cancelled, the money given back', order('106.00', '106.00', '106.00', true), 'refunded', null],
    ['cancelled, part given back so far', order('106.00', '106.00', '6.00', true), 'refund_due', '100.00'],
    ['cancelled before paying', order('106.00', '0.00', '0.00', true), 'unpaid', null],
    ['cancelled, covered by a package', order('0.00', '0.00', '0.00', true, true), 'covered', null],
    ['paid twice', order('90.00', '180.00'), 'refund_due', '90.00'],
  ] as const)('%s', (_, money, state, amount) => {
    expect(paymentState(money)).toEqual({ state, amount });
  });

  // Every combination of a total, what was taken and what went back, on a small grid of amounts.
  it('answers every combination of total, payments and refunds by one rule', () => {
    const amounts = [0, 50, 3050, 6750, 10600].map(fromPesewas);
    for (const total of amounts)
      for (const taken of amounts)
        for (const givenBack of amounts.filter((a) => Number(a) <= Number(taken)))
          for (const [cancelled, packagePaid] of [[false, false], [false, true], [true, false], [true, true]]) {
            const { state, amount } = paymentState(order(total, taken, givenBack, cancelled, packagePaid));
            const owed = cancelled ? 0 : Number(total);
            const kept = Number(taken) - Number(givenBack);
            const difference = fromPesewas(Math.round(Math.abs(owed - kept) * 100));
            if (kept > owed) expect({ state, amount }).toEqual({ state: 'refund_due', amount: difference });
            else if (kept < owed) expect({ state, amount }).toEqual(kept > 0 ? { state: 'balance_due', amount: difference } : { state: 'unpaid', amount: null });
            else expect(['paid', 'covered', 'nothing_due', 'refunded', 'unpaid']).toContain(state);
            if (state === 'covered' || state === 'nothing_due') expect([total, taken]).toEqual(['0.00', '0.00']);
            if (state === 'covered') expect(packagePaid).toBe(true);
            if (state === 'nothing_due') expect(packagePaid).toBe(false);
            if (state === 'refunded') expect(Number(givenBack)).toBeGreaterThan(0);
          }
  });
});

describe('paymentStateLabel', () => {
  it('names the state, with the amount when there is one', () => {
    expect(paymentStateLabel({ state: 'balance_due', amount: '30.50' })).toBe('Balance due GHC\u00a030.50');
    expect(paymentStateLabel({ state: 'refund_due', amount: '1250.00' })).toBe('Refund due GHC\u00a01,250.00');
    expect(paymentStateLabel({ state: 'covered', amount: null })).toBe('Covered by package');
    expect(paymentStateLabel({ state: 'nothing_due', amount: null })).toBe('Nothing to pay');
    expect(paymentStateLabel({ state: 'unpaid', amount: null })).toBe('Unpaid');
    expect(paymentStateLabel({ state: 'paid', amount: null })).toBe('Paid');
    expect(paymentStateLabel({ state: 'refunded', amount: null })).toBe('Refunded');
  });

  it('never draws money still owed in green', () => {
    expect(paymentStateTone({ state: 'balance_due', amount: '30.50' })).not.toBe('success');
    expect(paymentStateTone({ state: 'unpaid', amount: null })).not.toBe('success');
    expect(isPaymentOwed({ state: 'balance_due', amount: '30.50' })).toBe(true);
    expect(isPaymentOwed({ state: 'covered', amount: null })).toBe(false);
  });
});

describe('cancellingMoneyInWords', () => {
  it('gives a package order back to the allowance, and refunds a paid one', () => {
    expect(cancellingMoneyInWords({ state: 'covered', amount: null })).toMatch(/package allowance/);
    expect(cancellingMoneyInWords({ state: 'covered', amount: null })).not.toMatch(/refund/i);
    expect(cancellingMoneyInWords({ state: 'paid', amount: null })).toMatch(/refunded to the card or wallet/);
    expect(cancellingMoneyInWords({ state: 'unpaid', amount: null })).toBe('');
  });
});
