/** GET /branches/: where a booking can be handled (the checkout dialog). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { BranchDto } from '@laundry-accra/domain/schemas/catalogue';

export const branchesQueryKey = ['branches'] as const;

export const getBranches = () => apiList<BranchDto>('/branches/');

export const branchesQueryAtom = atomWithQuery(() => ({ queryKey: branchesQueryKey, queryFn: getBranches }));
