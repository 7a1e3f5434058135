/** POST /site/builds/: queues a build of the public site (or joins the one the blog's webhook queued). */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { siteBuildKeys } from './site-build-keys';

export const rebuildSite = () => data(api.POST('/api/site/builds/'));

export const rebuildSiteMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...siteBuildKeys.all, 'rebuild'],
  mutationFn: rebuildSite,
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: siteBuildKeys.all });
    toast.success('Rebuild requested');
  },
}));
