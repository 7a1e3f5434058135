import * as React from 'react';
import styled from 'styled-components';
import { matchesSearch } from '@/design-system/SearchOverlay/search-match';
import { listedPrice } from '@laundry-accra/domain/unit-rules';
import type { CatalogueItem } from '@/site/catalogue/catalogue-types';
import { byName } from '@/site/catalogue/by-name';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Search = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space[12]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;

const Options = styled.ul`
  max-height: 18rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.focus};
  }

  span:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
    white-space: nowrap;
  }
`;

const Nothing = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

export interface ItemPickerProps {
  items: readonly CatalogueItem[];
  /** Called with the item picked. */
  onPick: (item: CatalogueItem) => void;
  /** Called when the visitor leaves without picking (Escape). */
  onClose: () => void;
  id?: string;
}

/** The searchable list Add Item opens: every item, sorted by name, filtered as you type. */
export function ItemPicker({ items, onPick, onClose, id }: ItemPickerProps) {
  const [query, setQuery] = React.useState('');
  const search = React.useRef<HTMLInputElement>(null);
  const sorted = React.useMemo(() => [...items].sort(byName), [items]);
  const found = sorted.filter((item) => matchesSearch(item.name, query));

  React.useEffect(() => search.current?.focus(), []);

  return (
    <Panel
      id={id}
      data-ui="item-picker"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Search
        ref={search}
        type="search"
        aria-label="Search items"
        placeholder="Search items, e.g. shirt"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {found.length === 0 ? (
        <Nothing>No search content</Nothing>
      ) : (
        <Options aria-label="Items">
          {found.map((item) => (
            <li key={item.id}>
              <Option type="button" onClick={() => onPick(item)}>
                <span>{item.name}</span>
                <span>
                  {listedPrice(item.unit, item.price)}
                </span>
              </Option>
            </li>
          ))}
        </Options>
      )}
    </Panel>
  );
}
