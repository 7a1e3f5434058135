/**
 * The console's TanStack Query keys, in one tree under 'ops' so that a change (a write here, an
 * event on the live stream) refreshes exactly what shows it: every list and open order under
 * `opsKeys.orders`, the day's figures under `opsKeys.summary`, the customers (whose counts and
 * totals follow their orders) under `opsKeys.customers`.
 */
export const opsKeys = {
  all: ['ops'] as const,
  me: ['ops', 'me'] as const,
  branches: ['ops', 'branches'] as const,
  orders: ['ops', 'orders'] as const,
  orderList: (query: Record<string, unknown>) => ['ops', 'orders', 'list', query] as const,
  order: (id: string) => ['ops', 'orders', 'detail', id] as const,
  summary: ['ops', 'summary'] as const,
  summaryFor: (query: Record<string, unknown>) => ['ops', 'summary', query] as const,
  customers: ['ops', 'customers'] as const,
};

/** `?a=1&b=x` of the values that are set (empty strings and undefined are left out). */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
