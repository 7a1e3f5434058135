import { paths } from '@/lib/paths';

/**
 * The router's pattern for a path of the route map, relative to /ops: `opsRoutePath(paths.ops.orders)`
 * is 'orders', `opsRoutePath(paths.ops.order(':id'))` is 'orders/:id', the root is '/'.
 */
export function opsRoutePath(fullPath: string): string {
  const root = paths.ops.root;
  if (!fullPath.startsWith(root)) throw new Error(`Not a console path: ${fullPath}`);
  return fullPath.slice(root.length) || '/';
}
