/** GET /ops/staff/: every staff and admin account, by name (admins only). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '@/ops/api/query-keys';

/** The API's largest page: a business of two branches has far fewer staff, so one page lists them all. */
const WHOLE_TEAM = 100;

/** Query keys of staff accounts, under the console's tree. */
export const staffKeys = {
  all: [...opsKeys.all, 'staff'] as const,
};

export const getStaff = () => data(api.GET('/api/ops/staff/', { params: { query: { page_size: WHOLE_TEAM } } }));

export const staffQueryAtom = atomWithQuery(() => ({ queryKey: staffKeys.all, queryFn: getStaff }));
