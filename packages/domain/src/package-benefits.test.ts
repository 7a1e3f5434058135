import {
  applyPackageBenefits,
  benefitNamedIn,
  packageCardLines,
  unkeptPromises,
  type BenefitsLeft,
  type PackageBenefits,
} from './package-benefits';

const laundry = { id: 'laundry', name: 'Laundry' };
const dry = { id: 'dry', name: 'Dry Cleaning' };
const family: PackageBenefits = {
  allowances: [
    { categories: [laundry], unit: 'piece', quantity: 150 },
    { categories: [dry], unit: 'piece', quantity: 4 },
  ],
  freePickups: 5,
  expressUpgrades: 1,
};

describe('packageCardLines', () => {
  it('writes the benefits, then the other lines', () => {
    expect(packageCardLines(family, ['Wash, dry, iron and fold'])).toEqual([
      'Up to 150 items a month',
      'Four dry-cleaning pieces included',
      'Weekly pickup and delivery',
      'Priority Same-Day (Express) once a month',
      'Wash, dry, iron and fold',
    ]);
  });

  it('writes kilos, other counts, and nothing for a benefit the package does not give', () => {
    const lines = packageCardLines(
      { allowances: [{ categories: [], unit: 'piece', quantity: 40 }, { categories: [laundry], unit: 'kg', quantity: 7.5 }], freePickups: 1, expressUpgrades: 3 },
      [],
    );
    expect(lines).toEqual(['Up to 7.5 kg of laundry a month', 'One pickup and delivery a month', 'Priority Same-Day (Express) 3 times a month']);
  });
});

describe('benefitNamedIn and unkeptPromises', () => {
  it.each([
    ['Wash, dry, iron and fold', null],
    ['Stain treatment included', null],
    ['Up to 40 items a month', { kind: 'items', quantity: 40 }],
    ['Two dry-cleaning pieces included', { kind: 'pieces', category: 'dry-cleaning', quantity: 2 }],
    ['Weekly pickup and delivery', { kind: 'pickups', quantity: 5 }],
    ['Four pickups and deliveries a month', { kind: 'pickups', quantity: 4 }],
    ['Priority Same-Day (Express) once a month', { kind: 'express', quantity: 1 }],
    ['Free pickup and delivery', { kind: 'unreadable', line: 'Free pickup and delivery' }],
    ['Sold by the kilo', { kind: 'unreadable', line: 'Sold by the kilo' }],
  ])('%s', (line, claim) => {
    expect(benefitNamedIn(line)).toEqual(claim);
  });

  it('keeps what the data gives and names what it does not', () => {
    const lines = packageCardLines(family, ['Wash, dry, iron and fold']);
    expect(unkeptPromises(lines, family)).toEqual([]);
    expect(unkeptPromises(lines, { ...family, expressUpgrades: 0 })).toEqual(['Priority Same-Day (Express) once a month']);
    expect(unkeptPromises(['Two dry-cleaning pieces included'], { ...family, allowances: [family.allowances[0]] })).toEqual([
      'Two dry-cleaning pieces included',
    ]);
  });
});

describe('applyPackageBenefits: items, then Express, then pickup', () => {
  const terms = { fee: '10.00', freeFromKg: 5 };
  const month = (remaining: number, allowance = remaining) => ({ periodId: 'm1', packageName: 'Family', remaining, allowance });
  const left = (over: Partial<BenefitsLeft> = {}): BenefitsLeft => ({
    allowances: [
      { periodId: 'items', packageName: 'Family', remaining: 150, categoryIds: ['laundry'], allowance: 150, noun: 'items' },
      { periodId: 'dry', packageName: 'Family', remaining: 4, categoryIds: ['dry'], allowance: 4, noun: 'dry-cleaning pieces' },
    ],
    pickups: [month(5)],
    express: [month(1)],
    ...over,
  });
  const blazers = (quantity: number) => ({ key: 'b', categoryId: 'dry', unitPrice: '45.00', quantity });

  it('covers the pieces, waives Express on what is left to pay and the pickup fee', () => {
    const applied = applyPackageBenefits({ lines: [blazers(5)], speed: 'express', surchargePercent: 50, pickupTerms: terms }, left());
    expect(applied).toMatchObject({ subTotal: '45.00', expressFee: '0.00', expressPeriodId: 'm1', pickupPeriodId: 'm1', pickup: { fee: '0.00', free: 'package' } });
    expect(applied.covers[0]).toMatchObject({ covered: 4, usage: '4 of 4 dry-cleaning pieces used this month' });
  });

  it('spends nothing where nothing is saved: a covered Express booking, a bag of 5 kg', () => {
    const covered = applyPackageBenefits({ lines: [blazers(2)], speed: 'express', surchargePercent: 50, pickupTerms: terms }, left());
    expect(covered).toMatchObject({ expressFee: '0.00', expressPeriodId: null });
    const heavy = applyPackageBenefits(
      { lines: [{ key: 'k', categoryId: 'laundry', unitPrice: '12.00', quantity: 6, unit: 'kg' }], speed: 'standard', surchargePercent: 50, pickupTerms: terms },
      left(),
    );
    expect(heavy).toMatchObject({ pickupPeriodId: null, pickup: { free: 'weight' } });
  });

  it('charges once the month has none left', () => {
    const applied = applyPackageBenefits(
      { lines: [blazers(5)], speed: 'express', surchargePercent: 50, pickupTerms: terms },
      left({ pickups: [month(0, 5)], express: [month(0, 1)] }),
    );
    expect(applied).toMatchObject({ expressFee: '22.50', expressPeriodId: null, pickupPeriodId: null, pickup: { fee: '10.00' } });
  });
});
