import {
  bookingPickupInWords,
  freePickupHint,
  isValidFreeFromKg,
  isValidPickupFee,
  pickupFee,
  pickupFeeInWords,
  PICKUP_DEFAULTS,
  type PickupLine,
} from './pickup-delivery';

const kg = (quantity: number): PickupLine => ({ unit: 'kg', quantity });
const pieces = (quantity: number): PickupLine => ({ unit: 'piece', quantity });
const DEFAULTS = { fee: PICKUP_DEFAULTS.fee, freeFromKg: PICKUP_DEFAULTS.freeFromKg };

describe('pickupFee: the fee unless 5 kg or more by the kilo, or the booking spends a free pickup', () => {
  it.each<[string, PickupLine[], { fee: string; freeFromKg: number }, string, string | null, number, number]>([
    ['pieces only pay the fee', [pieces(3)], DEFAULTS, '10.00', null, 0, 5],
    ['3 kg pays, 2 kg short', [kg(3)], DEFAULTS, '10.00', null, 3, 2],
    ['4.9 kg pays, 0.1 kg short', [kg(4.9)], DEFAULTS, '10.00', null, 4.9, 0.1],
    ['exactly 5 kg is free', [kg(5)], DEFAULTS, '0.00', 'weight', 5, 0],
    ['6 kg is free', [kg(6)], DEFAULTS, '0.00', 'weight', 6, 0],
    ['two per-kg lines count together (2.1 + 2.9)', [kg(2.1), kg(2.9)], DEFAULTS, '0.00', 'weight', 5, 0],
    ['pieces do not count towards the kilos', [kg(4), pieces(10)], DEFAULTS, '10.00', null, 4, 1],
    ['a fee of 0 is always free', [pieces(1)], { fee: '0.00', freeFromKg: 5 }, '0.00', 'no-fee', 0, 0],
    ['the branch threshold counts (7.5 kg, 7 kg weighed)', [kg(7)], { fee: '15.50', freeFromKg: 7.5 }, '15.50', null, 7, 0.5],
    ['the branch threshold reached (7.5 kg)', [kg(7.5)], { fee: '15.50', freeFromKg: 7.5 }, '0.00', 'weight', 7.5, 0],
    ['no lines pay the fee', [], DEFAULTS, '10.00', null, 0, 5],
  ])('%s', (_name, lines, terms, fee, free, total, short) => {
    expect(pickupFee(lines, terms)).toEqual({ fee, free, kg: total, kgToFree: short });
  });

  it("a package's free pickup makes it free, but is not the reason when the weight or the branch already is", () => {
    expect(pickupFee([pieces(3), kg(1)], DEFAULTS, true)).toEqual({ fee: '0.00', free: 'package', kg: 1, kgToFree: 0 });
    expect(pickupFee([kg(8), pieces(2)], DEFAULTS, true).free).toBe('weight');
    expect(pickupFee([pieces(1)], { fee: '0.00', freeFromKg: 5 }, true).free).toBe('no-fee');
  });
});

describe('the fee in words', () => {
  it.each([
    [{ fee: '10.00', free: null }, 5, 'GHC\u00a010.00'],
    [{ fee: '0.00', free: 'weight' as const }, 5, 'Free (5 kg or more)'],
    [{ fee: '0.00', free: 'weight' as const }, 7.5, 'Free (7.5 kg or more)'],
    [{ fee: '0.00', free: 'package' as const }, 5, 'Free with your package'],
    [{ fee: '0.00', free: 'no-fee' as const }, 5, 'Free'],
  ])('%p at %p kg reads %p', (result, from, words) => {
    expect(pickupFeeInWords(result, from)).toBe(words);
  });

  it.each([
    [[kg(3.5)], 'Add 1.5 kg more by the kilo and pickup is free (free from 5 kg).'],
    [[pieces(2)], 'Pickup is free from 5 kg of laundry by the kilo, or with a monthly package.'],
    [[kg(5)], null],
  ])('hint for %p', (lines, hint) => {
    expect(freePickupHint(pickupFee(lines, DEFAULTS), 5)).toBe(hint);
  });
});

describe('what the back office may set', () => {
  it.each([
    ['10.00', true],
    ['0', true],
    ['0.00', true],
    ['12.5', true],
    ['500.00', true],
    ['500.01', false],
    ['-1.00', false],
    ['10.001', false],
    ['ten', false],
    ['', false],
  ])('fee %p is %p', (value, ok) => {
    expect(isValidPickupFee(value)).toBe(ok);
  });

  it.each([
    [5, true],
    [0.5, true],
    [7.5, true],
    [200, true],
    [0, false],
    [-1, false],
    [200.1, false],
    [5.25, false],
    [Number.NaN, false],
  ])('free from %p kg is %p', (value, ok) => {
    expect(isValidFreeFromKg(value)).toBe(ok);
  });
});

describe("a booking's pickup line", () => {
  it.each([
    [{ pickup_fee: '10.00', free_pickup_from_kg: 5 }, false, 'GHC\u00a010.00'],
    [{ pickup_fee: '0.00', free_pickup_from_kg: 5 }, false, 'Free (5 kg or more)'],
    [{ pickup_fee: '0.00', free_pickup_from_kg: 5 }, true, 'Free with your package'],
    [{ pickup_fee: '0.00', free_pickup_from_kg: null }, false, null],
    [{}, false, null],
  ])('%p (covered %p) reads %p', (booking, covered, words) => {
    expect(bookingPickupInWords(booking, covered)).toBe(words);
  });
});
