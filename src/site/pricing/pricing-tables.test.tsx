import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { seedCatalogue } from '@/site/build/catalogue-source';
import { PricingSearch } from './pricing-search';
import { PRICING_PAGE_SIZE, PricingTables } from './pricing-tables';

// The seed catalogue: 33 laundry items and 17 dry-cleaning items, in no particular order here.
const items = [...seedCatalogue().items].reverse();
const laundryCount = items.filter((item) => item.category.name === 'Laundry').length;

const table = (name: string) => screen.getByRole('table', { name: `${name} prices` });
const rowNames = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const viewMore = (name: string) => within(screen.getByRole('region', { name })).queryByRole('button', { name: 'View More' });

describe('PricingTables', () => {
  it('shows a Laundry and a Dry Cleaning table of 10 rows each, sorted by name, with prices in GHC', () => {
    render(<PricingTables items={items} />, { wrapper: ThemeProvider });
    expect(PRICING_PAGE_SIZE).toBe(10);
    const laundry = rowNames('Laundry');
    expect(laundry).toHaveLength(10);
    expect(laundry).toEqual([...laundry].sort((a, b) => (a!.toLowerCase() < b!.toLowerCase() ? -1 : 1)));
    expect(laundry[0]).toBe('Apron');
    expect(rowNames('Dry Cleaning')[0]).toBe('Agbada (3 piece)');
    expect(within(table('Laundry')).getByRole('row', { name: /Apron/ })).toHaveTextContent('GHC 8.00');
  });

  it('adds 10 rows per View More and hides the button once all are shown', async () => {
    const user = userEvent.setup();
    render(<PricingTables items={items} />, { wrapper: ThemeProvider });
    await user.click(viewMore('Laundry')!);
    expect(rowNames('Laundry')).toHaveLength(20);
    expect(rowNames('Dry Cleaning')).toHaveLength(10);
    await user.click(viewMore('Laundry')!);
    await user.click(viewMore('Laundry')!);
    expect(rowNames('Laundry')).toHaveLength(laundryCount);
    expect(viewMore('Laundry')).toBeNull();
    await user.click(viewMore('Dry Cleaning')!);
    expect(rowNames('Dry Cleaning')).toHaveLength(17);
    expect(viewMore('Dry Cleaning')).toBeNull();
  });

  it('then a table per further service, anchored for its links, each price in its unit', () => {
    const { container } = render(<PricingTables items={items} />, { wrapper: ThemeProvider });
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Laundry', 'Dry Cleaning', 'Ironing & Folding', 'Carpet Cleaning', 'Sneaker Cleaning', 'Clothes Mending']);
    expect(container.querySelector('#carpet-cleaning')).toHaveAccessibleName('Carpet Cleaning');
    expect(container.querySelector('#ironing-and-folding')).toHaveAccessibleName('Ironing & Folding');
    expect(within(table('Carpet Cleaning')).getByRole('row', { name: /^Rug \(per m²\)/ })).toHaveTextContent(/GHC\s30\.00 per m²/);
    expect(within(table('Sneaker Cleaning')).getByRole('row', { name: /Canvas/ })).toHaveTextContent(/GHC\s40\.00 per pair/);
    expect(within(table('Clothes Mending')).getByRole('row', { name: /Zip/ })).toHaveTextContent(/from GHC\s30\.00/);
  });

  it('shows empty tables when the prices could not be loaded', () => {
    render(<PricingTables items={[]} />, { wrapper: ThemeProvider });
    expect(within(table('Laundry')).getByText('No prices to show.')).toBeInTheDocument();
    // A further service without prices has no empty table of its own.
    expect(screen.queryByRole('table', { name: 'Carpet Cleaning prices' })).not.toBeInTheDocument();
    expect(viewMore('Laundry')).toBeNull();
  });
});

describe('PricingSearch', () => {
  it('finds items of both categories by a case-insensitive match, sorted by name', async () => {
    const user = userEvent.setup();
    render(<PricingSearch items={items} />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('button', { name: /^Search for an item:/ }));
    await user.type(screen.getByRole('searchbox'), 'JACKET');
    const found = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(found.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['JacketDry CleaningGHC 45.00', 'Leather JacketDry CleaningGHC 120.00']);
  });

  it("says 'No search content' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<PricingSearch items={items} />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('button', { name: /^Search for an item:/ }));
    await user.type(screen.getByRole('searchbox'), 'spacesuit');
    expect(screen.getByText('No search content')).toBeInTheDocument();
  });
});
