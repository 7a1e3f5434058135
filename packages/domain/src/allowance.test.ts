import { coverAllowance, type AllowanceLeft, type CoverableLine } from './allowance';

const LAUNDRY = 'laundry';
const DRY = 'dry-cleaning';
const solo = (remaining: number, periodId = 'solo-1'): AllowanceLeft => ({
  periodId,
  packageName: 'Solo',
  remaining,
  categoryIds: [LAUNDRY],
});
const line = (key: string, unitPrice: string, quantity: number, categoryId = LAUNDRY): CoverableLine => ({
  key,
  categoryId,
  unitPrice,
  quantity,
});

describe('coverAllowance', () => {
  const shirts = line('shirts', '12.00', 3);
  const duvet = line('duvet', '40.00', 1);
  const socks = line('socks', '4.00', 5);
  const suit = line('suit', '85.00', 1, DRY);

  it.each([
    ['exact: 3 shirts from 3 left', [shirts], [solo(3)], { shirts: [3, '0.00'] }],
    ['partial: 3 shirts from 2 left', [shirts], [solo(2)], { shirts: [2, '12.00'] }],
    ['over: 3 shirts from 40 left', [shirts], [solo(40)], { shirts: [3, '0.00'] }],
    ['nothing left', [shirts], [solo(0)], { shirts: [0, '36.00'] }],
    ['no subscription', [shirts], [], { shirts: [0, '36.00'] }],
    ['other category: a suit is dry cleaning', [suit, shirts], [solo(10)], { suit: [0, '85.00'], shirts: [3, '0.00'] }],
    [
      'most expensive first: the duvet, then shirts, socks last',
      [socks, shirts, duvet],
      [solo(3)],
      { duvet: [1, '0.00'], shirts: [2, '12.00'], socks: [0, '20.00'] },
    ],
    [
      'a second subscription picks up where the first ran out',
      [duvet, shirts],
      [solo(1), solo(5, 'solo-2')],
      { duvet: [1, '0.00'], shirts: [3, '0.00'] },
    ],
  ] as const)('%s', (_name, lines, allowances, expected) => {
    const covers = coverAllowance(lines, allowances);
    expect(Object.fromEntries(covers.map((c) => [c.key, [c.covered, c.total]]))).toEqual(expected);
    // Results come back in the lines' order, and say where the units came from.
    expect(covers.map((c) => c.key)).toEqual(lines.map((l) => l.key));
    for (const cover of covers) expect(cover.periodId === null).toBe(cover.covered === 0);
  });

  it('names the package and period of each covered line', () => {
    const [duvetCover, shirtsCover] = coverAllowance([duvet, shirts], [solo(1), solo(5, 'solo-2')]);
    expect(duvetCover).toMatchObject({ periodId: 'solo-1', packageName: 'Solo' });
    expect(shirtsCover).toMatchObject({ periodId: 'solo-2', packageName: 'Solo' });
  });
});
