/** GET /items/?page_size=100: the catalogue (no token needed). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { publicApi, results } from '@/lib/api-client';

export const itemsQueryKey = ['items'] as const;

/** Sorted by name, as every item picker shows them. */
export const getItems = async () =>
  (await results(publicApi.GET('/api/items/', { params: { query: { page_size: 100 } } }))).sort((a, b) => a.name.localeCompare(b.name));

export const itemsQueryAtom = atomWithQuery(() => ({ queryKey: itemsQueryKey, queryFn: getItems }));
