/** GET /ops/packages/: every subscription package, on sale or not. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, WHOLE_LIST } from '@/ops/back-office/api/back-office-keys';

export const getPackages = () => data(api.GET('/api/ops/packages/', { params: { query: { page_size: WHOLE_LIST } } }));

export const packagesQueryAtom = atomWithQuery(() => ({ queryKey: backOfficeKeys.packages, queryFn: getPackages }));
