/** GET /branches/: the branches a staff member with every branch can switch between. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { BranchDto } from '@laundry-accra/domain/schemas/catalogue';
import { opsKeys } from './query-keys';

export const getBranches = () => apiList<BranchDto>('/branches/');

/** Branches change rarely: kept for the session once read. */
export const branchesQueryAtom = atomWithQuery(() => ({
  queryKey: opsKeys.branches,
  queryFn: getBranches,
  staleTime: Infinity,
}));
