/** GET /items/?page_size=100: the catalogue (no token needed). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { ItemDto } from '@laundry-accra/domain/schemas/catalogue';

export const itemsQueryKey = ['items'] as const;

/** Sorted by name, as every item picker shows them. */
export const getItems = async () =>
  (await apiList<ItemDto>('/items/?page_size=100', { auth: false })).sort((a, b) => a.name.localeCompare(b.name));

export const itemsQueryAtom = atomWithQuery(() => ({ queryKey: itemsQueryKey, queryFn: getItems }));
