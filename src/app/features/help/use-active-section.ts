import * as React from 'react';
import { throttle } from '@/app/lib/throttle';

/** A section counts as reached once its top is at or above this line (SPEC §9). */
export const ACTIVE_SECTION_OFFSET_PX = 60;
/** Scroll and hash handlers run at most this often (SPEC §9). */
export const SECTION_HANDLER_THROTTLE_MS = 200;

/** The last section whose top is at or above the offset line; the first one before any is. */
export function sectionInView(ids: readonly string[], offset = ACTIVE_SECTION_OFFSET_PX): string | undefined {
  let active = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= offset) active = id;
  }
  return active;
}

/** Which section the reader is at, following scrolling and #anchor jumps. */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = React.useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  React.useEffect(() => {
    const list = key.split('|');
    const onScroll = throttle(() => setActive(sectionInView(list)), SECTION_HANDLER_THROTTLE_MS);
    const onHash = throttle(() => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (list.includes(id)) setActive(id);
    }, SECTION_HANDLER_THROTTLE_MS);
    onHash();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      onScroll.cancel();
      onHash.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [key]);

  return active;
}
