/**
 * Every change of path starts the new page at the top (SPEC §2), including back and forward,
 * where Gatsby would otherwise restore the old position. A link to an anchor (#faq) still
 * scrolls to its anchor, and a change of hash alone leaves the page where it is.
 */
interface RouterProps {
  location: { pathname: string; hash?: string };
}

/** Gatsby's shouldUpdateScroll: true lets Gatsby decide, false means it was handled here. */
export function scrollToTopOnPathChange(
  { routerProps, prevRouterProps }: { routerProps: RouterProps; prevRouterProps?: RouterProps },
  scrollTo: (x: number, y: number) => void = (x, y) => window.scrollTo(x, y),
): boolean {
  const path = routerProps.location.pathname;
  const previous = prevRouterProps?.location.pathname;
  if (previous === undefined || previous === path || routerProps.location.hash) return true;
  scrollTo(0, 0);
  return false;
}
