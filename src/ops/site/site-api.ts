/**
 * The public site's builds (`/ops/website`, admins only): the recent builds, refreshed while one
 * waits or runs, and the 'Rebuild site' request, which joins the queue the blog's webhook feeds.
 */
import toast from 'react-hot-toast';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { SiteBuildListDto } from '@laundry-accra/domain/schemas/site';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

/** Query keys of the site's builds, under the console's tree. */
export const siteBuildKeys = {
  all: [...opsKeys.all, 'site-builds'] as const,
};

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

/** POST /site/builds/: queues a build (or joins the one already waiting). */
export const rebuildSiteMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...siteBuildKeys.all, 'rebuild'],
  mutationFn: () => data(api.POST('/api/site/builds/')),
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: siteBuildKeys.all });
    toast.success('Rebuild requested');
  },
}));
