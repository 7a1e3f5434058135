import * as React from 'react';
import { TabsList, TabsPanel, TabsRoot, TabsTab } from './Tabs.styles';

/** One tab: its label and what it shows. */
export interface TabEntry {
  /** Stable id. */
  id: string;
  /** The tab's label. */
  label: React.ReactNode;
  /** The panel shown while the tab is selected. */
  content: React.ReactNode;
}

export interface TabsProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children' | 'onChange'> {
  /** The tabs, in order. */
  tabs: readonly TabEntry[];
  /** The tab selected at first. */
  defaultIndex?: number;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Called with the index of the newly selected tab. */
  onChange?: (index: number) => void;
}

/**
 * Switches between panels with a row of tabs, following the WAI-ARIA tabs pattern: one tab in the
 * tab order, arrow keys (and Home, End) move to and select the others, each panel is labelled by
 * its tab. Written here rather than on Headless UI's Tab to keep the public pages within their
 * JavaScript budget (docs/decisions/002-public-site-javascript-budget.md).
 */
export const Tabs = React.forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { tabs, defaultIndex = 0, label, onChange, ...rest },
  ref,
) {
  const [selected, setSelected] = React.useState(defaultIndex);
  const id = React.useId();
  const tabButtons = React.useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, moveFocus: boolean) => {
    if (index !== selected) {
      setSelected(index);
      onChange?.(index);
    }
    if (moveFocus) tabButtons.current[index]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <TabsRoot ref={ref} data-ui="tabs" {...rest}>
      <TabsList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <TabsTab
            key={tab.id}
            ref={(button) => {
              tabButtons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabsTab>
        ))}
      </TabsList>
      {tabs.map((tab, index) =>
        index === selected ? (
          <TabsPanel key={tab.id} role="tabpanel" id={`${id}-panel-${tab.id}`} aria-labelledby={`${id}-tab-${tab.id}`} tabIndex={0}>
            {tab.content}
          </TabsPanel>
        ) : null,
      )}
    </TabsRoot>
  );
});
Tabs.displayName = 'Tabs';
