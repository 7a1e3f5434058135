import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { itemPriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatMoney } from '@laundry-accra/domain/format';
import { ITEM_CATEGORIES } from '@laundry-accra/domain/catalogue';
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

const Category = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const columns: TableColumn<CatalogueItem>[] = [
  { id: 'name', header: 'Item', cell: (item) => item.name },
  // A per-kg line reads 'GHC 15.00/kg'; pieces have no suffix.
  { id: 'price', header: 'Price', cell: (item) => `${formatMoney(item.price)}${itemPriceSuffix(item.unit ?? 'piece')}`, align: 'end' },
];

/** One category's table: sorted by name, 10 rows, 10 more per View More. */
function CategoryTable({ name, items }: { name: string; items: readonly CatalogueItem[] }) {
  const [shown, setShown] = React.useState(PRICING_PAGE_SIZE);
  const headingId = React.useId();
  const rows = React.useMemo(() => [...items].sort(byName), [items]);
  return (
    <Category aria-labelledby={headingId} data-ui="pricing-category">
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

/** The Laundry and Dry Cleaning price tables. */
export function PricingTables({ items }: { items: readonly CatalogueItem[] }) {
  return (
    <Tables>
      {ITEM_CATEGORIES.map((category) => (
        <CategoryTable key={category} name={category} items={items.filter((item) => item.category.name === category)} />
      ))}
    </Tables>
  );
}
