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

/** True when the link leads to the page at `pathname` or one below it (Today only to itself). */
export function isCurrentNavItem(item: OpsNavItem, pathname: string): boolean {
  const to = item.to.replace(/\/$/, '');
  const here = pathname.replace(/\/$/, '');
  if (item.to === paths.ops.today) return here === to;
  return here === to || here.startsWith(`${to}/`);
}
