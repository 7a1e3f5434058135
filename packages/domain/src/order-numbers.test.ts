import { formatOrderNumber, parseOrderNumber } from './order-numbers';

describe('order numbers', () => {
  it('are written with the business prefix', () => {
    expect(formatOrderNumber(10042)).toBe('ADM-10042');
  });

  it.each([
    ['ADM-10042', 10042],
    ['adm-10042', 10042],
    [' ADM 10042 ', 10042],
    ['#10042', 10042],
    ['10042', 10042],
  ])('reads %p as order %p', (text, number) => {
    expect(parseOrderNumber(text)).toBe(number);
  });

  it.each([
    ['Ama Mensah'],
    ['ama@example.com'],
    ['0244123456'],
    ['ADM-'],
    ['42'],
    ['ADM-10042x'],
    [''],
  ])('does not take %p for an order number', (text) => {
    expect(parseOrderNumber(text)).toBeUndefined();
  });

  it('reads back every number it writes', () => {
    for (const n of [10001, 10002, 99999, 123456789])
      expect(parseOrderNumber(formatOrderNumber(n))).toBe(n);
  });
});
