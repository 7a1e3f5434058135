import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { seedCatalogue } from '@/site/build/catalogue-source';
import { PackagesList } from './packages-list';

describe('PackagesList', () => {
  beforeEach(() => {
    render(<PackagesList title="Packages for every household" text="Choose one." packages={seedCatalogue().packages} />, {
      wrapper: ThemeProvider,
    });
  });

  it('prices the monthly packages per month, with GH₵ before the price (SPEC §9)', () => {
    const prices = ['Solo', 'Couple', 'Family'].map(
      (name) => screen.getByRole('heading', { name }).nextElementSibling?.textContent,
    );
    expect(prices).toEqual(['GH₵350.00/month', 'GH₵600.00/month', 'GH₵950.00/month']);
    // 'Something Light' is sold by the kilo in the basket and on the price list now.
    expect(screen.queryByRole('heading', { name: 'Something Light' })).not.toBeInTheDocument();
  });

  it('lists each description line as a bullet', () => {
    const family = screen.getByRole('heading', { name: 'Family' }).parentElement!;
    expect(within(family).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      // The benefits first, written from the data (package-benefits.ts), then the other lines.
      'Up to 150 items a month',
      'Four dry-cleaning pieces included',
      'Weekly pickup and delivery',
      'Priority Same-Day (Express) once a month',
      'Wash, dry, iron and fold',
    ]);
  });

  it('sends Subscribe to the app and See More to the pricing page', () => {
    const subscribe = screen.getAllByRole('link', { name: /^Subscribe to/ });
    expect(subscribe).toHaveLength(3);
    for (const link of subscribe) expect(link).toHaveAttribute('href', '/app/subscriptions');
    const seeMore = screen.getByRole('link', { name: /^See More/ });
    expect(seeMore).toHaveAttribute('href', '/pricing');
    expect(seeMore.firstChild?.textContent).toBe('See More');
  });
});
