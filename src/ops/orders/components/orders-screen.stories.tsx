import type { Meta } from '@storybook/react';
import { busyDay, consoleApi, failure, get, listPage, orderRow } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/orders: every order, filtered, sorted and paged. */
const meta = { title: 'Console/Orders' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/orders', consoleApi());
export const Filtered = consoleStory('/ops/orders?status=washing&payment_state=unpaid&search=ADM-10042', [
  ...consoleApi(),
  get('/api/ops/bookings/', { body: listPage(busyDay.filter((row) => row.status === 'washing')) }),
]);
/** Orders paid on their estimate that weighed more: the balance beside the total. */
export const BalanceDue = consoleStory('/ops/orders', [
  ...consoleApi(),
  get('/api/ops/bookings/', {
    body: listPage(
      busyDay.map((row, i) =>
        row.payment_status === 'paid' && i % 2 === 1 ? { ...row, amount_due: '22.50', payment_state: { state: 'balance_due' as const, amount: '22.50' } } : row,
      ),
    ),
  }),
]);
export const Empty = consoleStory('/ops/orders', [...consoleApi(), get('/api/ops/bookings/', { body: listPage([]) })]);
export const Loading = consoleStory('/ops/orders', [...consoleApi(), get('/api/ops/bookings/', 'loading')]);
export const Failed = consoleStory('/ops/orders', [...consoleApi(), get('/api/ops/bookings/', failure())]);
/** A filter the API refuses: its message shows by the field. */
export const RefusedFilter = consoleStory('/ops/orders?pickup_date_to=2026-13-45', [
  ...consoleApi(),
  get('/api/ops/bookings/', { status: 400, body: { pickup_date_to: ['Enter a valid date.'] } }),
]);
export const LongContent = consoleStory('/ops/orders', [
  ...consoleApi(),
  get('/api/ops/bookings/', {
    body: listPage(
      Array.from({ length: 25 }, (_, i) =>
        orderRow({
          ...busyDay[i % busyDay.length],
          id: `9c000000-0000-4000-8000-0000000200${String(10 + i)}`,
          order_number: `ADM-${20010 + i}`,
          customer: { ...busyDay[i % busyDay.length].customer, name: i % 5 === 0 ? 'Nana Akosua Serwaa Agyeman-Prempeh' : busyDay[i % busyDay.length].customer.name },
          sub_total: `${(1250.5 + i * 97).toFixed(2)}`,
        }),
      ),
      312,
    ),
  }),
]);
