/**
 * Every package card, on the site, in the app and in the console, says only what its data gives:
 * a line naming a benefit (pickups, Express, items, pieces, kilos) must be one the package's
 * benefits back, with the same amount (package-benefits.ts, decision 071).
 */
import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { seedCatalogue } from '@/site/build/catalogue-source';
import { familyBundle, somethingLight } from '@/testing/fixtures/customer';
import { opsPackages } from '@/testing/fixtures/ops';
import { benefitsOfJson, unkeptPromises, type PackageBenefits } from '@laundry-accra/domain/package-benefits';
import type { PackageDto } from '@laundry-accra/domain/schemas/catalogue';
import { PackagesList } from './packages-list';

const cardLines = (name: string) =>
  within(screen.getByRole('heading', { name }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('package cards promise only what their data gives', () => {
  const cases: [string, readonly PackageDto[]][] = [
    ['the seed catalogue (the built site)', seedCatalogue().packages],
    ['the app and story fixtures', [familyBundle, somethingLight]],
  ];
  it.each(cases)('%s', (_name, packages) => {
    render(<PackagesList title="Packages" text="Choose one." packages={packages} />, { wrapper: ThemeProvider });
    for (const pack of packages) {
      const lines = cardLines(pack.name);
      expect(lines.length).toBeGreaterThan(0);
      expect({ [pack.name]: unkeptPromises(lines, benefitsOfJson(pack.benefits)) }).toEqual({ [pack.name]: [] });
    }
  });

  it("the console's cards", () => {
    for (const pack of opsPackages) {
      const benefits: PackageBenefits = {
        allowances: [
          { categories: pack.covered_categories, unit: 'piece', quantity: pack.quantity },
          ...pack.further_allowances.map((a) => ({ categories: [a.category], unit: a.unit, quantity: a.quantity })),
        ],
        freePickups: pack.free_pickups,
        expressUpgrades: pack.express_upgrades,
      };
      expect({ [pack.name]: unkeptPromises(pack.lines, benefits) }).toEqual({ [pack.name]: [] });
    }
  });

  it('fails a card whose text names a benefit its data does not give', () => {
    const [solo] = seedCatalogue().packages;
    const promising = { ...solo, description: `${solo.description}\nFour dry-cleaning pieces included\nFree pickup` };
    render(<PackagesList title="Packages" text="Choose one." packages={[promising]} />, { wrapper: ThemeProvider });
    expect(unkeptPromises(cardLines('Solo'), benefitsOfJson(solo.benefits))).toEqual(['Four dry-cleaning pieces included', 'Free pickup']);
  });
});
