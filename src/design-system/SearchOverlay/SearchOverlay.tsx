import * as React from 'react';
import { matchesSearch } from './search-match';
import {
  OverlayBody,
  OverlayClose,
  OverlayDialog,
  OverlayEmpty,
  OverlayHeader,
  OverlayInput,
  OverlayResults,
  OverlayStatus,
  OverlayTitle,
  SearchTrigger,
  TriggerLabel,
} from './SearchOverlay.styles';

export { matchesSearch };

export interface SearchOverlayProps<Item> {
  /** Everything that can be found. */
  items: readonly Item[];
  /** The text an item is found by (its name). */
  itemText: (item: Item) => string;
  /** A unique key for each item. */
  itemKey: (item: Item) => string;
  /** How a found item is shown (an <li>'s content). */
  renderItem: (item: Item) => React.ReactNode;
  /** The label of the box and of the overlay's input. */
  label: string;
  /** Placeholder of the box. */
  placeholder?: string;
  /** Shown when nothing matches. */
  emptyMessage?: React.ReactNode;
}

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const CloseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A search box that opens a full-screen overlay: typing filters the items by a case-insensitive
 * match on their text; Escape or the close button returns to the page. The overlay is the
 * browser's modal <dialog> (focus kept inside, the page behind inert, Escape built in), which
 * costs no script (docs/decisions/002-public-site-javascript-budget.md).
 */
export function SearchOverlay<Item>({
  items,
  itemText,
  itemKey,
  renderItem,
  label,
  placeholder = 'Search',
  emptyMessage = 'No search content',
}: SearchOverlayProps<Item>) {
  const dialog = React.useRef<HTMLDialogElement>(null);
  const input = React.useRef<HTMLInputElement>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const found = React.useMemo(
    () => (open ? items.filter((item) => matchesSearch(itemText(item), query)) : []),
    [open, items, itemText, query],
  );

  const show = () => {
    const element = dialog.current;
    if (!element) return;
    // Every browser the site supports has showModal; the attribute keeps it usable without.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    setOpen(true);
    input.current?.focus();
  };

  const hide = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    else element?.removeAttribute('open');
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <SearchTrigger ref={trigger} type="button" data-ui="search-overlay" onClick={show} aria-haspopup="dialog">
        <SearchIcon />
        {/* The visible words are part of the button's name, after what it does. */}
        <TriggerLabel>{label}: </TriggerLabel>
        <span>{query || placeholder}</span>
      </SearchTrigger>
      <OverlayDialog
        ref={dialog}
        aria-labelledby={titleId}
        data-ui="search-overlay-panel"
        // Escape: the browser closes the dialog and fires close; keep the state in step with it.
        onClose={() => open && hide()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            hide();
          }
        }}
      >
        <OverlayTitle id={titleId}>{label}</OverlayTitle>
        <OverlayHeader>
          <OverlayInput
            ref={input}
            type="search"
            aria-label={label}
            placeholder={placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <OverlayClose type="button" onClick={hide} aria-label="Close search">
            <CloseIcon />
          </OverlayClose>
        </OverlayHeader>
        {open && (
          <OverlayBody>
            <OverlayStatus role="status">
              {query.trim() ? `${found.length} ${found.length === 1 ? 'result' : 'results'}` : ''}
            </OverlayStatus>
            {found.length === 0 ? (
              <OverlayEmpty>{emptyMessage}</OverlayEmpty>
            ) : (
              <OverlayResults>
                {found.map((item) => (
                  <li key={itemKey(item)}>{renderItem(item)}</li>
                ))}
              </OverlayResults>
            )}
          </OverlayBody>
        )}
      </OverlayDialog>
    </>
  );
}
SearchOverlay.displayName = 'SearchOverlay';
