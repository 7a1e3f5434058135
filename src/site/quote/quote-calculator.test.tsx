import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { seedCatalogue } from '@/site/build/catalogue-source';
import { quoteFromSearch } from '@/lib/quote-hand-off';
import { QuoteCalculator } from './quote-calculator';

const items = [...seedCatalogue().items].reverse();
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');
const total = () => screen.getByText('Total').closest('[role="status"]');

const setup = () => {
  const user = userEvent.setup();
  render(<QuoteCalculator items={items} />, { wrapper: ThemeProvider });
  const addItem = () => screen.getByRole('button', { name: 'Add Item' });
  const pick = async (query: string, name: string) => {
    await user.click(addItem());
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), query);
    await user.click(within(screen.getByRole('list', { name: 'Items' })).getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*(GHC|from)`) }));
  };
  const quantity = (name: string) => within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByText(/^\d+$/).textContent;
  return { user, addItem, pick, quantity };
};

describe('QuoteCalculator', () => {
  it("starts with 'Your Basket is Empty.' and no total", () => {
    setup();
    expect(screen.getByText('Your Basket is Empty.')).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it('opens a searchable list of every item, sorted by name', async () => {
    const { user, addItem } = setup();
    await user.click(addItem());
    expect(addItem()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveFocus();
    const names = within(screen.getByRole('list', { name: 'Items' }))
      .getAllByRole('button')
      .map((button) => button.firstChild?.textContent ?? '');
    expect(names).toHaveLength(items.length);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    await user.type(screen.getByRole('searchbox'), 'towel');
    expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('button').map(text)).toEqual([
      'Towel (Bath)GHC 12.00',
      'Towel (Hand)GHC 6.00',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(addItem()).toHaveFocus();
  });

  it('steps a rug by half a square metre and prices it per m²; a job shows its "from" price and no steps', async () => {
    const { user, pick } = setup();
    await pick('rug', 'Rug (per m²)');
    const rug = screen.getByRole('group', { name: 'Quantity of Rug (per m²)' });
    expect(rug).toHaveTextContent('1 m²');
    await user.click(screen.getByRole('button', { name: 'One more Rug (per m²)' }));
    expect(rug).toHaveTextContent('1.5 m²');
    expect(screen.getByText(/GHC\s30\.00 per m²/)).toBeInTheDocument();
    expect(text(total()!)).toBe('TotalGHC 45.00');
    await pick('zip', 'Zip Replacement');
    expect(screen.queryByRole('group', { name: 'Quantity of Zip Replacement' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/from GHC\s30\.00/).length).toBeGreaterThan(0);
  });

  it('adds a picked item with quantity 1, shows the total, and ignores picking it again', async () => {
    const { pick, quantity } = setup();
    await pick('shirt', 'Shirt');
    expect(screen.queryByText('Your Basket is Empty.')).not.toBeInTheDocument();
    expect(quantity('Shirt')).toBe('1');
    expect(text(total()!)).toBe('TotalGHC 12.00');
    await pick('shirt', 'Shirt');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(quantity('Shirt')).toBe('1');
  });

  it('changes the quantity with plus and minus, minus disabled at 1, and updates the total', async () => {
    const { user, pick, quantity } = setup();
    await pick('blazer', 'Blazer');
    const less = screen.getByRole('button', { name: 'One less Blazer' });
    const more = screen.getByRole('button', { name: 'One more Blazer' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(quantity('Blazer')).toBe('3');
    expect(less).toBeEnabled();
    expect(text(total()!)).toBe('TotalGHC 135.00');
    await user.click(less);
    await user.click(less);
    expect(quantity('Blazer')).toBe('1');
    expect(less).toBeDisabled();
  });

  it('removes a line, and shows the empty message again when none are left', async () => {
    const { user, pick } = setup();
    await pick('apron', 'Apron');
    await pick('kaftan', 'Kaftan');
    expect(text(total()!)).toBe('TotalGHC 28.00');
    await user.click(screen.getByRole('button', { name: 'Remove Apron' }));
    expect(screen.queryByRole('group', { name: 'Quantity of Apron' })).not.toBeInTheDocument();
    expect(text(total()!)).toBe('TotalGHC 20.00');
    await user.click(screen.getByRole('button', { name: 'Remove Kaftan' }));
    expect(screen.getByText('Your Basket is Empty.')).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it("offers 'Book these items' once the quote has a line: a link to the basket carrying each item and quantity", async () => {
    const { user, pick } = setup();
    expect(screen.queryByRole('link', { name: 'Book these items' })).not.toBeInTheDocument();
    await pick('shirt', 'Shirt');
    await pick('bath', 'Towel (Bath)');
    await user.click(screen.getByRole('button', { name: 'One more Shirt' }));
    await user.click(screen.getByRole('button', { name: 'One more Shirt' }));
    const href = screen.getByRole('link', { name: 'Book these items' }).getAttribute('href') ?? '';
    const [path, search] = href.split('?');
    expect(path).toBe('/app/basket');
    expect(quoteFromSearch(`?${search}`)).toEqual([
      { category: 'Laundry', name: 'Shirt', quantity: 3 },
      { category: 'Laundry', name: 'Towel (Bath)', quantity: 1 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Remove Towel (Bath)' }));
    expect(screen.queryByRole('link', { name: 'Book these items' })).not.toBeInTheDocument();
  });
});
