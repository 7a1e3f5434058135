/** GET /ops/branches/: every branch with its address, location and whether it takes orders (admins). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { backOfficeKeys, WHOLE_LIST } from '@/ops/back-office/api/back-office-keys';

export const getBranchList = () => data(api.GET('/api/ops/branches/', { params: { query: { page_size: WHOLE_LIST } } }));

export const branchListQueryAtom = atomWithQuery(() => ({ queryKey: backOfficeKeys.branches, queryFn: getBranchList }));
