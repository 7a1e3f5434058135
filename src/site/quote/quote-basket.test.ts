import type { CatalogueItem } from '@/site/catalogue/catalogue-types';
import { lineAmount, quoteReducer, quoteTotal, type QuoteLine } from './quote-basket';

const shirt: CatalogueItem = { id: 'shirt', name: 'Shirt', price: '12.00', category: { id: 'l', name: 'Laundry' } };
const blazer: CatalogueItem = { id: 'blazer', name: 'Blazer', price: '45.50', category: { id: 'd', name: 'Dry Cleaning' } };

describe('quote rules', () => {
  it('adds a picked item with quantity 1 and ignores it when already present', () => {
    let lines: QuoteLine[] = quoteReducer([], { type: 'add', item: shirt });
    expect(lines).toEqual([{ ...shirt, quantity: 1 }]);
    lines = quoteReducer(lines, { type: 'increment', id: 'shirt' });
    lines = quoteReducer(lines, { type: 'add', item: shirt });
    expect(lines).toEqual([{ ...shirt, quantity: 2 }]);
  });

  it('changes quantities with plus and minus, never below 1', () => {
    let lines = quoteReducer([], { type: 'add', item: shirt });
    lines = quoteReducer(lines, { type: 'increment', id: 'shirt' });
    lines = quoteReducer(lines, { type: 'increment', id: 'shirt' });
    expect(lines[0].quantity).toBe(3);
    lines = quoteReducer(lines, { type: 'decrement', id: 'shirt' });
    lines = quoteReducer(lines, { type: 'decrement', id: 'shirt' });
    lines = quoteReducer(lines, { type: 'decrement', id: 'shirt' });
    expect(lines[0].quantity).toBe(1);
  });

  it('removes a line', () => {
    let lines = quoteReducer([], { type: 'add', item: shirt });
    lines = quoteReducer(lines, { type: 'add', item: blazer });
    lines = quoteReducer(lines, { type: 'remove', id: 'shirt' });
    expect(lines.map((line) => line.id)).toEqual(['blazer']);
  });

  it('totals price x quantity without floating-point error', () => {
    const lines: QuoteLine[] = [
      { ...shirt, quantity: 3 },
      { ...blazer, quantity: 2 },
      { ...shirt, id: 'odd', price: '0.10', quantity: 3 },
    ];
    expect(lineAmount(lines[1])).toBe('91.00');
    expect(quoteTotal(lines)).toBe('127.30');
    expect(quoteTotal([])).toBe('0.00');
  });
});
