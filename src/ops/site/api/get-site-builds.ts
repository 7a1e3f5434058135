/**
 * GET /site/builds/: the public site's recent builds (`/ops/website`, admins only), refreshed while
 * one waits or runs.
 */
import { atomWithQuery } from 'jotai-tanstack-query';
import type { SiteBuildListDto } from '@laundry-accra/domain/schemas/site';
import { api, data } from '@/lib/api-client';
import { siteBuildKeys } from './site-build-keys';

/** How often the list is asked again while a build waits or runs (a one-post build takes under a minute). */
export const BUILD_POLL_MS = 3000;

export const getSiteBuilds = () => data(api.GET('/api/site/builds/', { params: { query: { page_size: 20 } } }));

/** True while a build of the list waits or runs. */
export const isBuilding = (list: SiteBuildListDto | undefined) =>
  Boolean(list?.results.some((build) => build.status === 'queued' || build.status === 'building'));

/** The last 20 builds, newest first. */
export const siteBuildsQueryAtom = atomWithQuery(() => ({
  queryKey: siteBuildKeys.all,
  queryFn: getSiteBuilds,
  refetchInterval: (query: { state: { data?: SiteBuildListDto } }) => (isBuilding(query.state.data) ? BUILD_POLL_MS : false),
}));
