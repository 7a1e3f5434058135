/** GET /packages/: the packages on offer (no token needed). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { publicApi, results } from '@/lib/api-client';

export const packagesQueryKey = ['packages'] as const;

export const getPackages = () => results(publicApi.GET('/api/packages/'));

export const packagesQueryAtom = atomWithQuery(() => ({ queryKey: packagesQueryKey, queryFn: getPackages }));
