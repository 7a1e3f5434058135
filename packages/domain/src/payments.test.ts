import {
  COUNTER_PAYMENT_METHODS,
  handRefundInstruction,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from './payments';

describe('counter payments', () => {
  it.each([
    ['cash', 120, 'Refund GHC\u00a0120.00 in cash'],
    ['mobile_money', '85.5', 'Refund GHC\u00a085.50 by mobile money'],
    ['card_terminal', '1250.00', 'Refund GHC\u00a01,250.00 on the card terminal'],
  ] as const)('tells staff how to refund a %s payment by hand', (method, amount, instruction) => {
    expect(handRefundInstruction(amount, method)).toBe(instruction);
  });

  it('takes every method at the counter but online, and names each one', () => {
    expect(
      PAYMENT_METHODS.filter((m) => !(COUNTER_PAYMENT_METHODS as readonly string[]).includes(m)),
    ).toEqual(['online']);
    expect(Object.keys(PAYMENT_METHOD_LABELS).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
