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
  { label: 'Customers', to: paths.ops.customers },
  { label: 'Subscriptions', to: paths.ops.subscriptions },
  { label: 'Staff', to: paths.ops.staff, adminOnly: true },
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
