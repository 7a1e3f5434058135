import { quoteFromSearch, quoteHandOffPath } from './quote-hand-off';

const shirt = '11111111-1111-4111-8111-111111111111';
const suit = '22222222-2222-4222-8222-222222222222';

describe('the quote handed from /get-quote to the basket', () => {
  it('is a basket link whose lines read back as they were', () => {
    const path = quoteHandOffPath([
      { id: shirt, quantity: 3 },
      { id: suit, quantity: 1 },
    ]);
    expect(path).toBe(`/app/basket?quote=${encodeURIComponent(`${shirt}*3,${suit}*1`)}`);
    expect(quoteFromSearch(path.slice(path.indexOf('?')))).toEqual([
      { item: shirt, quantity: 3 },
      { item: suit, quantity: 1 },
    ]);
  });

  it('survives the sign-in door: the login URL keeps it inside ?next=', () => {
    const next = encodeURIComponent(quoteHandOffPath([{ id: shirt, quantity: 2 }]));
    const afterLogin = new URLSearchParams(`?next=${next}`).get('next') ?? '';
    expect(quoteFromSearch(afterLogin.slice(afterLogin.indexOf('?')))).toEqual([{ item: shirt, quantity: 2 }]);
  });

  it('reads only well-formed lines: an item id and a whole quantity from 1 to 1000, each item once', () => {
    const quote = [`${shirt}*2`, `${shirt}*5`, 'not-an-id*1', `${suit}*0`, `${suit}*1001`, `${suit}*1.5`, `${suit}`, `${suit}*-1`].join(',');
    expect(quoteFromSearch(`?quote=${encodeURIComponent(quote)}`)).toEqual([{ item: shirt, quantity: 2 }]);
  });

  it('is empty without a quote', () => {
    expect(quoteFromSearch('')).toEqual([]);
    expect(quoteFromSearch(undefined)).toEqual([]);
    expect(quoteFromSearch('?next=/app/basket')).toEqual([]);
  });
});
