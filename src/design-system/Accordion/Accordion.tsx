import * as React from 'react';
import {
  AccordionIcon,
  AccordionItem,
  AccordionPanel,
  AccordionRoot,
  AccordionSummary,
} from './Accordion.styles';

/** One question and its answer. */
export interface AccordionEntry {
  /** Stable id (the FAQ item id). */
  id: string | number;
  /** The always-visible title (a question). */
  title: React.ReactNode;
  /** Shown when the entry is open. */
  content: React.ReactNode;
}

export interface AccordionProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The entries, in order. */
  items: readonly AccordionEntry[];
}

const PlusIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M7 1v12M1 7h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A list of entries of which at most one is open: opening one closes the other, and clicking the
 * open one closes it. Built on the browser's own <details> and <summary> (see
 * docs/decisions/002-public-site-javascript-budget.md): it works before the page's JavaScript has
 * loaded, answers stay in the HTML for search engines, and finding text in the page opens the
 * entry that holds it. Entries share a `name`, which makes modern browsers keep one open; the
 * toggle handler does the same where that is not supported.
 */
export const Accordion = React.forwardRef<HTMLDivElement, AccordionProps>(function Accordion({ items, ...rest }, ref) {
  const group = `accordion-${React.useId().replace(/[^a-zA-Z0-9-]/g, '')}`;

  const closeOthers = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]').forEach((entry) => {
      if (entry !== opened) entry.open = false;
    });
  };

  return (
    <AccordionRoot ref={ref} data-ui="accordion" {...rest}>
      {items.map((item) => (
        <AccordionItem key={item.id} name={group} onToggle={closeOthers} data-ui="accordion-item">
          <AccordionSummary>
            <span>{item.title}</span>
            <AccordionIcon>
              <PlusIcon />
            </AccordionIcon>
          </AccordionSummary>
          <AccordionPanel>{item.content}</AccordionPanel>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
});
Accordion.displayName = 'Accordion';
