import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { listedPrice } from '@laundry-accra/domain/unit-rules';
import { categoryAnchor, ITEM_CATEGORIES } from '@laundry-accra/domain/catalogue';
import { byName } from '@/site/catalogue/by-name';
import type { CatalogueItem } from '@/site/catalogue/catalogue-types';

/** Rows each table shows at first, and how many more each View More adds (SPEC §9). */
export const PRICING_PAGE_SIZE = 10;

const Tables = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

/*
 * 1. A service's link lands on its table (/pricing#carpet-cleaning): its heading clears the fixed header.
 */
const Category = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  scroll-margin-top: ${({ theme }) => theme.space[24]}; /* [1] */

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const columns: TableColumn<CatalogueItem>[] = [
  { id: 'name', header: 'Item', cell: (item) => item.name },
  // In the item's unit: 'GHC 15.00 per kg', 'GHC 40.00 per pair', 'from GHC 30.00'; a piece's bare price.
  { id: 'price', header: 'Price', cell: (item) => listedPrice(item.unit, item.price), align: 'end' },
];

/** One category's table: sorted by name, 10 rows, 10 more per View More. */
function CategoryTable({ name, items }: { name: string; items: readonly CatalogueItem[] }) {
  const [shown, setShown] = React.useState(PRICING_PAGE_SIZE);
  const headingId = React.useId();
  const rows = React.useMemo(() => [...items].sort(byName), [items]);
  return (
    <Category aria-labelledby={headingId} data-ui="pricing-category" id={categoryAnchor(name)}>
      <h2 id={headingId}>{name}</h2>
      <Table<CatalogueItem>
        caption={`${name} prices`}
        captionHidden
        columns={columns}
        rows={rows.slice(0, shown)}
        rowKey={(item) => item.id}
        emptyMessage="No prices to show."
      />
      {shown < rows.length && (
        <div>
          <Button type="button" variant="secondary" onClick={() => setShown((count) => count + PRICING_PAGE_SIZE)}>
            View More
          </Button>
        </div>
      )}
    </Category>
  );
}

const index = (category: string) => (ITEM_CATEGORIES as readonly string[]).indexOf(category);

/** The Laundry and Dry Cleaning price tables (SPEC §2), then one per further service the site sells. */
export function PricingTables({ items }: { items: readonly CatalogueItem[] }) {
  return (
    <Tables>
      {ITEM_CATEGORIES.map((category) => {
        const rows = items.filter((item) => item.category.name === category);
        // SPEC's two tables always show; a further service's only once it has prices.
        return rows.length || index(category) < 2 ? <CategoryTable key={category} name={category} items={rows} /> : null;
      })}
    </Tables>
  );
}
