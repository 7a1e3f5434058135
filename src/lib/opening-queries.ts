/**
 * The first screen's data, asked for as the app's page opens, beside the app's code instead of
 * after it. The page starts the requests of the screen at its address (src/app/routes/opening-data.ts
 * names them) as soon as it knows a session is stored; the app's query client takes them over when it
 * is made, so the screen's queries find the data there, or the request under way, and the screen
 * draws with its data in its first pass.
 *
 * This module holds no TanStack Query code: it is on the app page's own path, before the app.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

/** A query as its screen defines it: the key, the request, and any options of its own. */
export interface OpeningQuery<T = unknown> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  initialData?: () => T | undefined;
  initialDataUpdatedAt?: number;
  refetchOnWindowFocus?: boolean;
}

/** How long after its answer data fetched as the app opened counts as the first screen's own fetch. */
export const OPENING_DATA_FRESH_MS = 5_000;

interface Started {
  query: OpeningQuery;
  response: Promise<unknown>;
  /** The answer, once it is here, and when it came. */
  answer?: { data: unknown; at: number };
}

let started: Started[] = [];
const openedQueries = new WeakSet<Query>();

/** Sends the requests of the opening screen's queries (once: the app takes them over). */
export function startOpeningQueries(queries: readonly OpeningQuery[]): void {
  started = queries.map((query) => {
    const entry: Started = { query, response: query.queryFn() };
    entry.response.then(
      (data) => {
        entry.answer = { data, at: Date.now() };
      },
      // A failure is the query's to report when the screen asks for it: nothing is unhandled here.
      () => undefined,
    );
    return entry;
  });
}

/** Resolves once every started request has its answer (or its failure) in hand. */
export async function openingQueriesSettled(): Promise<void> {
  await Promise.allSettled(started.map((entry) => entry.response));
}

/**
 * Resolves once the started request of the query with this key has its answer (or its failure)
 * in hand; at once when no such request is under way.
 */
export async function openingQuerySettled(queryKey: readonly unknown[]): Promise<void> {
  const key = JSON.stringify(queryKey);
  await Promise.allSettled(started.filter((entry) => JSON.stringify(entry.query.queryKey) === key).map((entry) => entry.response));
}

/** Whether requests have been started that no query client has taken over yet. */
export function openingQueriesUnderWay(): boolean {
  return started.length > 0;
}

/**
 * Gives the started requests to the app's query client, as those queries' fetches: a query whose
 * answer is already here has its data at once (the screen's first render shows it), one still
 * under way is fetching, and the screen's query shares that request instead of sending its own.
 */
export function handOpeningQueriesTo(client: QueryClient): void {
  for (const { query, response, answer } of started) {
    if (answer) {
      client.setQueryData(query.queryKey, answer.data, { updatedAt: answer.at });
    } else {
      // The started request is this fetch's first try; a retry asks again.
      let tries = 0;
      void client.prefetchQuery({ ...query, queryFn: () => (tries++ === 0 ? response : query.queryFn()) });
    }
    const cached = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (cached) openedQueries.add(cached);
  }
  started = [];
}

/**
 * The client's `refetchOnMount`: a query refetches when its screen mounts (SPEC §7's behaviour,
 * data counts as old at once), except for data fetched as the app opened for that very screen,
 * which is not asked for a second time in the same second. Data a change has made out of date
 * (invalidated: a new subscription, say) is always asked for again.
 */
export function refetchOnMount(query: Query): boolean {
  const { dataUpdateCount, dataUpdatedAt, isInvalidated } = query.state;
  const openingData =
    openedQueries.has(query) && dataUpdateCount === 1 && !isInvalidated && Date.now() - dataUpdatedAt < OPENING_DATA_FRESH_MS;
  return !openingData;
}
