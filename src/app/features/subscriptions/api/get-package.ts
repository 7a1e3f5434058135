/** GET /packages/{id}: one package (the add-subscription page). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { PackageDto } from '@laundry-accra/domain/schemas/catalogue';
import { packagesQueryKey } from './get-packages';

export const packageQueryKey = (id: string) => [...packagesQueryKey, id] as const;

export const getPackage = (id: string) => apiRequest<PackageDto>(`/packages/${id}`, { auth: false });

/** A query atom for one package; create it once per id (useMemo). */
export const packageQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: packageQueryKey(id), queryFn: () => getPackage(id) }));
