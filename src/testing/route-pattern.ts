/**
 * How a fixture's path ('/api/bookings/:id') matches a request path: ':name' segments match one
 * segment, a trailing slash is optional. Shared by the jsdom test server and Storybook's mocked API.
 */
export interface RoutePattern {
  pattern: RegExp;
  names: string[];
}

export function compileRoute(path: string): RoutePattern {
  const names: string[] = [];
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** The `:name` values of `pathname` when `route` matches it, else null. */
export function matchRoute(route: RoutePattern, pathname: string): Record<string, string> | null {
  const match = route.pattern.exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  route.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
  return params;
}
