import {
  amountsInWords,
  countInWords,
  estimateNote,
  estimateNotes,
  isMeasuredAtPickup,
  isPricedAtPickup,
  isValidQuantity,
  listedPrice,
  measuredInWords,
  priceChangeInWords,
  priceInWords,
  quantityInWords,
  quantityStep,
} from './units';

const nbsp = (text: string) => text.replace(/ GHC /g, ' GHC\u00a0').replace(/^GHC /, 'GHC\u00a0');

describe('units', () => {
  it('allows whole pieces and pairs, one job, and kilos and square metres in tenths within their most', () => {
    expect([1, 3, 1000].every((n) => isValidQuantity('piece', n) && isValidQuantity('pair', n))).toBe(true);
    expect([0, 1.5, 1001, -1, Number.NaN].some((n) => isValidQuantity('piece', n) || isValidQuantity('pair', n))).toBe(false);
    expect(isValidQuantity('job', 1)).toBe(true);
    expect(isValidQuantity('job', 2)).toBe(false);
    for (const unit of ['kg', 'm2'] as const) {
      expect([0.1, 4.5, 200].every((n) => isValidQuantity(unit, n))).toBe(true);
      expect([0, 4.25, 200.1].some((n) => isValidQuantity(unit, n))).toBe(false);
    }
  });

  it('steps whole pieces and pairs, half a kilo or square metre, and a job not at all', () => {
    expect(['piece', 'pair', 'kg', 'm2', 'job'].map((unit) => quantityStep(unit))).toEqual([1, 1, 0.5, 0.5, 0]);
  });

  it('measures kilos and square metres at pickup, and prices jobs there', () => {
    expect(['piece', 'pair', 'kg', 'm2', 'job'].filter(isMeasuredAtPickup)).toEqual(['kg', 'm2']);
    expect(['piece', 'pair', 'kg', 'm2', 'job'].filter(isPricedAtPickup)).toEqual(['job']);
  });

  it('says a price in its unit', () => {
    expect(priceInWords('kg', '15.00')).toBe(nbsp('GHC 15.00 per kg'));
    expect(priceInWords('m2', '25')).toBe(nbsp('GHC 25.00 per m²'));
    expect(priceInWords('pair', '40.00')).toBe(nbsp('GHC 40.00 per pair'));
    expect(priceInWords('piece', '12.00')).toBe(nbsp('GHC 12.00 each'));
    expect(priceInWords('job', '30.00')).toBe(nbsp('from GHC 30.00'));
    // The price list shows a piece's bare price.
    expect(listedPrice('piece', '12.00')).toBe(nbsp('GHC 12.00'));
    expect(listedPrice(undefined, '12.00')).toBe(nbsp('GHC 12.00'));
    expect(listedPrice('job', '30.00')).toBe(nbsp('from GHC 30.00'));
  });

  it('says a quantity in its unit, an estimate as one', () => {
    expect(quantityInWords('piece', 3)).toBe('3');
    expect(quantityInWords('pair', 1)).toBe('1 pair');
    expect(quantityInWords('pair', 2)).toBe('2 pairs');
    expect(quantityInWords('kg', 4.5, true)).toBe('about 4.5 kg (estimate)');
    expect(quantityInWords('m2', 4.5)).toBe('4.5 m²');
    expect(quantityInWords('job', 1, true)).toBe('1 job');
    expect(countInWords('piece', 1)).toBe('1 piece');
    expect(countInWords('piece', 4)).toBe('4 pieces');
    expect(measuredInWords('m2', 4.5, 4)).toBe('Measured at pickup (estimate 4 m²)');
    expect(measuredInWords('kg', 6.2, 5)).toBe('Weighed at pickup (estimate 5 kg)');
    expect(measuredInWords('kg', 5, 5)).toBeUndefined();
  });

  it('sums each unit as itself: kilos with their tenths, never as pieces', () => {
    expect(amountsInWords([{ unit: 'piece', quantity: 3 }, { unit: 'kg', quantity: 3.5 }, { unit: 'piece', quantity: 1 }])).toBe('3.5 kg · 4 pieces');
    expect(amountsInWords([{ unit: 'kg', quantity: 0.1 }, { unit: 'kg', quantity: 0.2 }, { unit: 'm2', quantity: 4.5 }, { unit: 'pair', quantity: 2 }])).toBe(
      '0.3 kg · 4.5 m² · 2 pairs',
    );
    expect(amountsInWords([])).toBe('0 pieces');
  });

  it('notes what an estimate means, once per unit', () => {
    expect(estimateNote('piece')).toBeUndefined();
    expect(estimateNotes([{ unit: 'm2' }, { unit: 'kg' }, { unit: 'kg' }, { unit: 'piece' }])).toEqual([estimateNote('kg'), estimateNote('m2')]);
    expect(priceChangeInWords('piece', '10.00', '12.00')).toBe(nbsp('Price changed from GHC 10.00 to GHC 12.00 each.'));
    expect(priceChangeInWords('job', '25.00', '30.00')).toBe(nbsp('The "from" price changed from GHC 25.00 to GHC 30.00.'));
  });
});
