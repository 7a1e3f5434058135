import * as React from 'react';

/** The attributes that make a box that scrolls reachable and named for the keyboard and screen readers. */
export interface ScrollRegionProps {
  role?: 'group';
  tabIndex?: 0;
  'aria-labelledby'?: string;
}

/**
 * Whether `element` scrolls (its content is wider or taller than its box), kept up to date as the box
 * or its content changes size.
 */
export function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    const sizes = new ResizeObserver(measure);
    const watch = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
    };
    // New content (rows loaded, a list replaced) is watched too.
    const content = new MutationObserver(() => {
      watch();
      measure();
    });
    watch();
    content.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [element]);
  return scrolls;
}

/**
 * A box that scrolls (a wide table on a phone, a long dialog) has to be reachable without a mouse:
 * while it scrolls it takes focus (the arrow keys then scroll it) and is a group named by the
 * element of `labelledBy`, so a screen reader says what has focus. A group, not a region: a region
 * is a landmark, and a table's caption often repeats its section's heading (two landmarks of one
 * name). While everything fits it is a plain box and no extra stop on the way through the page.
 * Give the box `ref` and spread `props`.
 */
export function useScrollRegion<E extends HTMLElement>(labelledBy: string): { ref: (element: E | null) => void; props: ScrollRegionProps } {
  const [element, setElement] = React.useState<E | null>(null);
  const scrolls = useScrolls(element);
  return { ref: setElement, props: scrolls ? { role: 'group', tabIndex: 0, 'aria-labelledby': labelledBy } : {} };
}
