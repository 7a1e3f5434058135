import * as React from 'react';
import { itemFromNode, packageFromNode, type CatalogueItemNode, type CataloguePackageNode } from './catalogue-nodes';
import type { Page } from '@laundry-accra/domain/schemas/common';

/** Where the browser refreshes each list from, below /api (SPEC §7: items 100 per page). */
export const CATALOGUE_PATHS = {
  items: '/items/?page_size=100',
  packages: '/packages/',
} as const;

/**
 * Reads a public list of the API on the page's own origin. The catalogue needs no sign-in, so the
 * site reads it with fetch alone rather than the app's API client (whose session handling would
 * add several kilobytes to every public page).
 */
async function readList<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((JSON.parse(await response.text()) as Page<T>).results ?? []) as T[];
}

/** The list without ids: a build from the seed has its own ids, and the same items otherwise. */
const contentOf = (list: readonly unknown[]) => JSON.stringify(list, (key, value) => (key === 'id' ? undefined : value));

/**
 * A catalogue list that the page was built with, refreshed from the API once the page is in the
 * browser (prices change after a build). An unchanged list is left as it is, so the page does not
 * redraw. A failed refresh is logged and leaves the list empty, as SPEC §8 asks for the pricing
 * tables and the packages; nothing else breaks.
 */
export function useLiveList<T>(built: readonly T[], path: string, what: string): readonly T[] {
  const [list, setList] = React.useState<readonly T[]>(built);
  React.useEffect(() => {
    const controller = new AbortController();
    readList<T>(path, controller.signal)
      .then((fresh) => setList((current) => (contentOf(fresh) === contentOf(current) ? current : fresh)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load the ${what}`, error);
        setList([]);
      });
    return () => controller.abort();
  }, [path, what]);
  return list;
}

/** The items a page was built with (`...CatalogueItemFields`), kept up to date from the API. */
export function useLiveItems(nodes: readonly CatalogueItemNode[], what: string) {
  const built = React.useMemo(() => nodes.map(itemFromNode), [nodes]);
  return useLiveList(built, CATALOGUE_PATHS.items, what);
}

/** The packages a page was built with (`...CataloguePackageFields`), kept up to date from the API. */
export function useLivePackages(nodes: readonly CataloguePackageNode[], what: string) {
  const built = React.useMemo(() => nodes.map(packageFromNode), [nodes]);
  return useLiveList(built, CATALOGUE_PATHS.packages, what);
}
