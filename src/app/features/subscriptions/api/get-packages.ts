/** GET /packages/: the packages on offer (no token needed). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { PackageDto } from '@laundry-accra/domain/schemas/catalogue';

export const packagesQueryKey = ['packages'] as const;

export const getPackages = () => apiList<PackageDto>('/packages/', { auth: false });

export const packagesQueryAtom = atomWithQuery(() => ({ queryKey: packagesQueryKey, queryFn: getPackages }));
