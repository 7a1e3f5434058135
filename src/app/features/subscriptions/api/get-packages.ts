/** GET /packages/: the packages on offer (no token needed). */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { Package } from '../types';

export const packagesQueryKey = ['packages'] as const;

export const getPackages = () => apiList<Package>('/packages/', { auth: false });

export const packagesQueryAtom = atomWithQuery(() => ({ queryKey: packagesQueryKey, queryFn: getPackages }));

/** A package's description as bullet lines (SPEC §3: one per line, blanks dropped). */
export const descriptionLines = (description: string | null | undefined): string[] =>
  (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
