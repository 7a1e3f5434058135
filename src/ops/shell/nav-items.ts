import { paths } from '@/lib/paths';

/** One link of the console's navigation. */
export interface OpsNavItem {
  label: string;
  to: string;
  /** Shown to admins only. */
  adminOnly?: boolean;
}

/** The console's navigation, in its order (Sign out is a button after these). */
export const OPS_NAV_ITEMS: readonly OpsNavItem[] = [
  { label: 'Today', to: paths.ops.today },
  { label: 'Orders', to: paths.ops.orders },
  { label: 'Routes', to: paths.ops.routes },
  { label: 'Customers', to: paths.ops.customers },
  { label: 'Subscriptions', to: paths.ops.subscriptions },
  { label: 'Reports', to: paths.ops.reports },
  { label: 'Catalogue', to: paths.ops.catalogue, adminOnly: true },
  { label: 'Packages', to: paths.ops.packages, adminOnly: true },
  { label: 'Branches', to: paths.ops.branches, adminOnly: true },
  { label: 'Staff', to: paths.ops.staff, adminOnly: true },
  { label: 'Audit', to: paths.ops.audit, adminOnly: true },
  { label: 'Hours', to: paths.ops.hours, adminOnly: true },
  { label: 'Website', to: paths.ops.site, adminOnly: true },
];

const trimmed = (path: string) => path.replace(/\/$/, '');

/** The page a path belongs to in the navigation: any branch's hours page is under Hours. */
const sectionOf = (pathname: string) => (/^\/ops\/branches\/[^/]+\/hours$/.test(pathname) ? trimmed(paths.ops.hours) : pathname);

/** True when the link leads to the page at `here` or one below it (Today only to itself). */
function leadsTo(item: OpsNavItem, here: string): boolean {
  const to = trimmed(item.to);
  if (item.to === paths.ops.today) return here === to;
  return here === to || here.startsWith(`${to}/`);
}

/**
 * True when the link is the current page's: it leads there, and no other link leads there more
 * closely (a branch's hours page is under Branches by its path, but Hours is the closer link).
 */
export function isCurrentNavItem(item: OpsNavItem, pathname: string): boolean {
  const here = sectionOf(trimmed(pathname));
  if (!leadsTo(item, here)) return false;
  return !OPS_NAV_ITEMS.some((other) => other !== item && other.to.length > item.to.length && leadsTo(other, here));
}
