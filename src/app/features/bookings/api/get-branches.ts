/** GET /branches/: where a booking can be handled (the checkout dialog). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, results } from '@/lib/api-client';

export const branchesQueryKey = ['branches'] as const;

export const getBranches = () => results(api.GET('/api/branches/'));

export const branchesQueryAtom = atomWithQuery(() => ({ queryKey: branchesQueryKey, queryFn: getBranches }));
