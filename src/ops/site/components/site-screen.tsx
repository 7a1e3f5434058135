import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { SiteBuildListDto } from '@laundry-accra/domain/schemas/site';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatAccraTime } from '@/ops/components/accra-time';
import type { OpsScreenProps } from '@/ops/screen-props';
import { isBuilding, siteBuildsQueryAtom } from '../api/get-site-builds';
import { rebuildSiteMutationAtom } from '../api/rebuild-site';
import { SiteBuildsTable } from './site-builds-table';

/** One sentence on how the site is published now: what is live, or where it is built. */
export function publishingSummary(list: SiteBuildListDto): string {
  if (list.publishing === 'off') return 'Publishing is not set up on this server (SITE_BUILDS_DIR or SITE_DEPLOY_HOOK_URL), so Rebuild site is unavailable.';
  if (list.publishing === 'deploy_hook') return 'The website is built by its host: Rebuild site asks the host to build and publish it.';
  const live = list.results.find((build) => build.live);
  if (live?.finished_at) return `Live: the build published ${formatAccraTime(live.finished_at)}.`;
  return 'Live: the site built when the server started.';
}

/** The builds and the button, once the list has loaded. */
function Publishing({ list }: { list: SiteBuildListDto }) {
  const rebuild = useAtomValue(rebuildSiteMutationAtom);
  const busy = isBuilding(list);
  return (
    <>
      <PageHeader
        title="Website"
        actions={
          <Button onClick={() => rebuild.mutate()} disabled={list.publishing === 'off' || rebuild.isPending}>
            {rebuild.isPending ? 'Requesting…' : 'Rebuild site'}
          </Button>
        }
      />
      <Summary role="status">
        {publishingSummary(list)}
        {busy && ' A build is under way; the new site goes live when its pages pass their check.'}
      </Summary>
      <SiteBuildsTable builds={list.results} />
    </>
  );
}

/**
 * /ops/website (admins): rebuild the public site by hand (after a change the webhook did not
 * carry), and see its recent builds, which one is live, and why a build failed.
 */
export function SiteScreen(_props: OpsScreenProps) {
  useDocumentTitle('Website');
  const builds = useAtomValue(siteBuildsQueryAtom);
  return (
    <QueryView query={builds} loadingLabel="Loading builds" errorTitle="We could not load the website's builds.">
      {(list) => <Publishing list={list} />}
    </QueryView>
  );
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
