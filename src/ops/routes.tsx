/**
 * The console's route map: every /ops screen in one list. To add a screen, add its path to
 * `paths.ops` (src/lib/paths.ts) and an entry here; the console routes it, checks who may open it
 * and frames it. Navigation links are in shell/nav-items.ts.
 */
import * as React from 'react';
import { paths } from '@/lib/paths';
import { Loading } from '@/lib/query-view';
import type { OpsScreenProps } from './screen-props';
import { CustomerScreen } from './customers/components/customer-screen';
import { CustomersScreen } from './customers/components/customers-screen';
import { OrderScreen } from './order/components/order-screen';
import { OrdersScreen } from './orders/components/orders-screen';
import { RouteSheetScreen } from './route-sheet/components/route-sheet-screen';
import { SubscriptionsScreen } from './subscriptions/components/subscriptions-screen';
import { TicketScreen } from './ticket/components/ticket-screen';
import { TodayScreen } from './today/components/today-screen';

/**
 * A screen whose code loads only when it is opened: the back office's screens (admins, now and
 * then) and Reports with its charting library, so the counter's Today board does not carry them.
 */
function lazyScreen(load: () => Promise<React.ComponentType<OpsScreenProps>>, loading: string): React.ComponentType<OpsScreenProps> {
  const Lazy = React.lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: OpsScreenProps) {
    return (
      <React.Suspense fallback={<Loading label={loading} />}>
        <Lazy {...props} />
      </React.Suspense>
    );
  };
}

const ReportsScreen = lazyScreen(async () => (await import('./reports/components/reports-screen')).default, 'Loading reports');
const AuditScreen = lazyScreen(async () => (await import('./audit/components/audit-screen')).AuditScreen, 'Loading the audit trail');
const BranchesScreen = lazyScreen(async () => (await import('./branches/components/branches-screen')).BranchesScreen, 'Loading branches');
const CatalogueScreen = lazyScreen(async () => (await import('./catalogue/components/catalogue-screen')).CatalogueScreen, 'Loading the catalogue');
const BranchHoursScreen = lazyScreen(async () => (await import('./branch-hours/components/branch-hours-screen')).BranchHoursScreen, 'Loading opening hours');
const PackagesScreen = lazyScreen(async () => (await import('./packages/components/packages-screen')).PackagesScreen, 'Loading packages');
const SiteScreen = lazyScreen(async () => (await import('./site/components/site-screen')).SiteScreen, 'Loading the website');
const StaffScreen = lazyScreen(async () => (await import('./staff/components/staff-screen')).StaffScreen, 'Loading staff');

/** One screen of the console. */
export interface OpsRoute {
  /** The full path, from `paths.ops` (`paths.ops.order(':id')` for a parameter). */
  path: string;
  /** The screen the path shows. */
  Screen: React.ComponentType<OpsScreenProps>;
  /** Who may open it: every staff member (default), or admins only. */
  access?: 'staff' | 'admin';
  /** 'bare' draws the screen without the console's top bar and navigation (a printable page). */
  frame?: 'shell' | 'bare';
}

/** Every screen of the console. */
export const OPS_ROUTES: readonly OpsRoute[] = [
  { path: paths.ops.today, Screen: TodayScreen },
  { path: paths.ops.orders, Screen: OrdersScreen },
  { path: paths.ops.order(':id'), Screen: OrderScreen },
  { path: paths.ops.ticket(':id'), Screen: TicketScreen, frame: 'bare' },
  // Staff see their own branch's pickups (the API keeps them to it); admins choose a branch.
  { path: paths.ops.routes, Screen: RouteSheetScreen },
  { path: paths.ops.customers, Screen: CustomersScreen },
  { path: paths.ops.customer(':id'), Screen: CustomerScreen },
  { path: paths.ops.subscriptions, Screen: SubscriptionsScreen },
  // Open to staff on purpose: the screen itself tells a staff member 'Only an admin can manage staff.'
  { path: paths.ops.staff, Screen: StaffScreen },
  { path: paths.ops.site, Screen: SiteScreen, access: 'admin' },
  { path: paths.ops.catalogue, Screen: CatalogueScreen, access: 'admin' },
  { path: paths.ops.packages, Screen: PackagesScreen, access: 'admin' },
  { path: paths.ops.branches, Screen: BranchesScreen, access: 'admin' },
  // Staff see their own branch's figures (the API keeps them to it).
  { path: paths.ops.reports, Screen: ReportsScreen },
  { path: paths.ops.audit, Screen: AuditScreen, access: 'admin' },
  { path: paths.ops.hours, Screen: BranchHoursScreen, access: 'admin' },
  { path: paths.ops.branchHours(':id'), Screen: BranchHoursScreen, access: 'admin' },
];
