/**
 * The app's TanStack Query defaults (SPEC §7): queries retry 3 times with a backoff that starts at
 * 1 s and doubles up to 30 s, mutations never retry, queries refetch on window focus and on
 * reconnect, and unused data stays cached for 5 minutes. A query refetches when a screen using it
 * mounts, except for the data its first screen asked for as the app opened (opening-queries.ts).
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { refetchOnMount } from '@/lib/opening-queries';

export const QUERY_RETRIES = 3;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s … never more than 30 s. */
export const retryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * Retries a failed query up to 3 times, except when the API has already answered for certain:
 * a 4xx (not found, forbidden, a bad request) comes back the same however often it is asked, so
 * the customer sees the message at once instead of after 7 seconds. Timeouts and rate limits
 * (408, 429), server errors and network failures are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** SPEC §7's defaults; tests pass overrides (e.g. a zero retry delay). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount,
        gcTime: CACHE_TIME_MS,
        ...overrides.queries,
      },
      mutations: { retry: 0, ...overrides.mutations },
    },
  });
}
