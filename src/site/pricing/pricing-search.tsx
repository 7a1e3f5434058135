import * as React from 'react';
import styled from 'styled-components';
import { SearchOverlay } from '@/design-system/SearchOverlay/SearchOverlay';
import { listedPrice } from '@laundry-accra/domain/unit-rules';
import { byName } from '@/site/catalogue/by-name';
import type { CatalogueItem } from '@/site/catalogue/catalogue-types';

const Result = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  strong:last-child {
    white-space: nowrap;
  }
`;

/** The pricing page's search box: opens the full-screen overlay that finds any item by name. */
export function PricingSearch({ items }: { items: readonly CatalogueItem[] }) {
  const sorted = React.useMemo(() => [...items].sort(byName), [items]);
  return (
    <SearchOverlay<CatalogueItem>
      items={sorted}
      itemText={(item) => item.name}
      itemKey={(item) => item.id}
      label="Search for an item"
      placeholder="Search items, e.g. shirt"
      renderItem={(item) => (
        <Result>
          <span>
            <strong>{item.name}</strong>
            <small>{item.category.name}</small>
          </span>
          <strong>
            {listedPrice(item.unit, item.price)}
          </strong>
        </Result>
      )}
    />
  );
}
