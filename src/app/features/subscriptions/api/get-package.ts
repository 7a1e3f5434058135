/** GET /packages/{id}: one package (the add-subscription page). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { data, publicApi } from '@/lib/api-client';
import { packagesQueryKey } from './get-packages';

export const packageQueryKey = (id: string) => [...packagesQueryKey, id] as const;

export const getPackage = (id: string) => data(publicApi.GET('/api/packages/{id}', { params: { path: { id } } }));

/** A query atom for one package; create it once per id (useMemo). */
export const packageQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: packageQueryKey(id), queryFn: () => getPackage(id) }));
