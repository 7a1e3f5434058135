import { ApiError } from '@/lib/api-client';
import { CACHE_TIME_MS, createQueryClient, retryDelay, shouldRetry } from '@/lib/query-client';

it('backs off from 1 s, doubling, never beyond 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

it('retries a failing query 3 times, but not an answer that will not change', () => {
  const serverError = new ApiError(503, { detail: 'down' });
  expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
  expect(shouldRetry(0, new ApiError(0, null, 'Network Error'))).toBe(true);
  expect(shouldRetry(0, new ApiError(404, { detail: 'Not found.' }))).toBe(false);
  expect(shouldRetry(0, new ApiError(429, { detail: 'Slow down' }))).toBe(true);
});

it("sets SPEC §7's defaults: refetch on focus and reconnect, 5-minute cache, mutations never retried", () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: true, refetchOnReconnect: true, gcTime: CACHE_TIME_MS, retry: shouldRetry });
  expect(CACHE_TIME_MS).toBe(300_000);
  expect(defaults.mutations?.retry).toBe(0);
});
