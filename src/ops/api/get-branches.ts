/** GET /branches/: the branches a staff member with every branch can switch between. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, results } from '@/lib/api-client';
import { opsKeys } from './query-keys';

export const getBranches = () => results(api.GET('/api/branches/'));

/** Branches change rarely: kept for the session once read. */
export const branchesQueryAtom = atomWithQuery(() => ({
  queryKey: opsKeys.branches,
  queryFn: getBranches,
  staleTime: Infinity,
}));
