import * as React from 'react';
import { paths } from '@/lib/paths';
import { whenIdle } from '@/lib/when-idle';
import { preloadScreenAt } from './signed-in-screens';

/** The app path a link leads to, if it leads into the app. */
function appPathOf(target: EventTarget | Element | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  return href && href.startsWith(paths.app.root) ? href : null;
}

/**
 * A link marked `data-prefetch="intent"` has its screen's code fetched only on the pointer, a
 * touch or focus, not as it comes into view: a screen with heavy code (the profile's form) that a
 * card on the dashboard offers must not weigh on the dashboard itself (its JavaScript budget,
 * decision 008).
 */
const onIntentOnly = (element: Element) => element.closest('a[href]')?.getAttribute('data-prefetch') === 'intent';

/**
 * Prefetches the code of the screen a link of the signed-in app opens: when the pointer rests on
 * it, a finger touches it or the keyboard focuses it, and when it scrolls into view (once the
 * browser is idle, so the screen on display comes first).
 */
export function usePrefetchLinkedScreens(): void {
  React.useEffect(() => {
    const onIntent = (event: Event) => {
      const path = appPathOf(event.target);
      if (path) void preloadScreenAt(path);
    };
    const intents = ['mouseover', 'focusin', 'touchstart'] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true, capture: true });

    const seen = new WeakSet<Element>();
    const visible =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              visible?.unobserve(entry.target);
              if (onIntentOnly(entry.target)) continue;
              const path = appPathOf(entry.target);
              if (path) void preloadScreenAt(path);
            }
          });
    let scheduled = false;
    let stopped = false;
    const observeLinks = () => {
      scheduled = false;
      if (stopped) return;
      for (const link of Array.from(document.querySelectorAll(`a[href^="${paths.app.root}"]`))) {
        if (seen.has(link)) continue;
        seen.add(link);
        visible?.observe(link);
      }
    };
    const scheduleScan = () => {
      if (scheduled) return;
      scheduled = true;
      whenIdle(observeLinks);
    };
    // Screens draw their links as their data arrives: look again whenever the page changes.
    const changes = typeof MutationObserver === 'undefined' ? null : new MutationObserver(scheduleScan);
    changes?.observe(document.body, { childList: true, subtree: true });
    scheduleScan();

    return () => {
      stopped = true;
      for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
      visible?.disconnect();
      changes?.disconnect();
    };
  }, []);
}
