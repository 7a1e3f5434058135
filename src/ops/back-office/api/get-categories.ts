/** GET /ops/categories/: every category of the price list (the catalogue and the packages both show them). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, WHOLE_LIST } from './back-office-keys';

export const getCategories = () => data(api.GET('/api/ops/categories/', { params: { query: { page_size: WHOLE_LIST } } }));

export const categoriesQueryAtom = atomWithQuery(() => ({ queryKey: backOfficeKeys.categories, queryFn: getCategories }));
