import { quoteFromSearch, quoteHandOffPath } from './quote-hand-off';

const shirt = { name: 'Shirt', category: { name: 'Laundry' } };
const suit = { name: 'Suit (2 piece)', category: { name: 'Dry Cleaning' } };
const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('the quote handed from /get-quote to the basket', () => {
  it('is a basket link whose lines read back as they were', () => {
    const path = quoteHandOffPath([
      { ...shirt, quantity: 3 },
      { ...suit, quantity: 1 },
    ]);
    expect(path.startsWith('/app/basket?quote=')).toBe(true);
    expect(quoteFromSearch(searchOf(path))).toEqual([
      { category: 'Laundry', name: 'Shirt', quantity: 3 },
      { category: 'Dry Cleaning', name: 'Suit (2 piece)', quantity: 1 },
    ]);
  });

  it('survives the sign-in door: the login URL keeps it inside ?next=', () => {
    const next = encodeURIComponent(quoteHandOffPath([{ ...shirt, quantity: 2 }]));
    const afterLogin = new URLSearchParams(`?next=${next}`).get('next') ?? '';
    expect(quoteFromSearch(searchOf(afterLogin))).toEqual([{ category: 'Laundry', name: 'Shirt', quantity: 2 }]);
  });

  it('reads only well-formed lines: a category, a name and a quantity above 0 in tenths up to 1000, each item once', () => {
    const quote = [
      ['Laundry', 'Shirt', 2],
      ['laundry', ' shirt ', 5],
      ['Laundry', '', 1],
      ['Dry Cleaning', 'Suit (2 piece)', 0],
      ['Dry Cleaning', 'Suit (2 piece)', 1001],
      ['Dry Cleaning', 'Suit (2 piece)', 1.25],
      ['Dry Cleaning', 'Suit (2 piece)', '2'],
      ['Dry Cleaning', 'Suit (2 piece)'],
      'Blazer',
      // Kilos and square metres come in tenths; the API checks each item's unit.
      ['Carpet Cleaning', 'Rug (per m²)', 4.5],
    ];
    expect(quoteFromSearch(`?quote=${encodeURIComponent(JSON.stringify(quote))}`)).toEqual([
      { category: 'Laundry', name: 'Shirt', quantity: 2 },
      { category: 'Carpet Cleaning', name: 'Rug (per m²)', quantity: 4.5 },
    ]);
  });

  it('is empty without a quote, or with one that is not a list', () => {
    expect(quoteFromSearch('')).toEqual([]);
    expect(quoteFromSearch(undefined)).toEqual([]);
    expect(quoteFromSearch('?next=/app/basket')).toEqual([]);
    expect(quoteFromSearch('?quote=%7Bbroken')).toEqual([]);
    expect(quoteFromSearch(`?quote=${encodeURIComponent('{"a":1}')}`)).toEqual([]);
  });
});
