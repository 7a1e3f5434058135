import * as React from 'react';
import styled from 'styled-components';
import { matchesSearch } from '@/design-system/SearchOverlay/search-match';
import { formatMoney } from '@laundry-accra/domain/format';
import type { CatalogueItem } from '../catalogue/catalogue-types';
import { byName } from '../catalogue/by-name';
import { theme } from '@/design-system/tokens';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
`;

const Search = styled.input`
  width: 100%;
  min-height: ${theme.space[12]};
  padding: 0 ${theme.space[4]};
  border: ${theme.borderWidths.medium} solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  font: inherit;

  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.medium};
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
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: ${theme.borderWidths.medium} solid ${theme.colors.focus};
  }

  span:last-child {
    color: ${theme.colors.inkMuted};
    white-space: nowrap;
  }
`;

const Nothing = styled.p`
  margin: ${theme.space[3]} 0;
  color: ${theme.colors.inkMuted};
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
                <span>{formatMoney(item.price)}</span>
              </Option>
            </li>
          ))}
        </Options>
      )}
    </Panel>
  );
}
