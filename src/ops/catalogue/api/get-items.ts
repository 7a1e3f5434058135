/** GET /ops/items/: one page of the price list, searched and filtered by category. */
import { keepPreviousData } from '@tanstack/react-query';
import type { Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys } from '@/ops/back-office/api/back-office-keys';

/** Rows of the price list on one page. */
export const ITEMS_PAGE_SIZE = 50;

/** Filters of the price list. */
export interface ItemsFilter {
  search?: string;
  category?: string;
  page?: number;
}

export const getItems = (filter: ItemsFilter) =>
  data(
    api.GET('/api/ops/items/', {
      params: {
        query: { search: filter.search?.trim(), category: filter.category, page: filter.page, page_size: ITEMS_PAGE_SIZE },
      },
    }),
  );

/**
 * The page of the price list that `filterAtom` holds; create it once per screen. While the next
 * search or page loads, the last table stays on screen (as the orders table's does): its rows, and a
 * price being typed into one of them, are not swept away by a spinner.
 */
export const itemsQueryAtom = (filterAtom: Atom<ItemsFilter>) =>
  atomWithQuery((get) => {
    const filter = get(filterAtom);
    return { queryKey: backOfficeKeys.items({ ...filter }), queryFn: () => getItems(filter), placeholderData: keepPreviousData };
  });
