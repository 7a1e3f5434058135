import { paths } from '@/lib/paths';

/**
 * The router's pattern for a path of the route map, relative to /app: `routePath(paths.app.dashboard)`
 * is 'dashboard', `routePath(paths.app.booking(':id'))` is 'bookings/booking/:id'. Routes read
 * their paths from the one map instead of repeating them.
 */
export function routePath(fullPath: string): string {
  const root = paths.app.root;
  if (!fullPath.startsWith(root)) throw new Error(`Not an app path: ${fullPath}`);
  return fullPath.slice(root.length) || '/';
}
