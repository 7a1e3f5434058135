import { paths } from '@/lib/paths';
import { isCurrentNavItem, OPS_NAV_ITEMS } from './nav-items';

const current = (pathname: string) => OPS_NAV_ITEMS.filter((item) => isCurrentNavItem(item, pathname)).map((item) => item.label);

it.each([
  [paths.ops.today, ['Today']],
  [paths.ops.orders, ['Orders']],
  ['/ops/orders/9c000000-0000-4000-8000-000000010042', ['Orders']],
  [paths.ops.branches, ['Branches']],
  [paths.ops.hours, ['Hours']],
  [paths.ops.branchHours('05fecfaa-f50e-4148-8a9e-d6f2afd4ab3e'), ['Hours']],
  ['/ops/branches/', ['Branches']],
])('%s marks exactly %j', (pathname, labels) => {
  expect(current(pathname)).toEqual(labels);
});
