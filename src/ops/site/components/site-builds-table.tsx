import * as React from 'react';
import styled from 'styled-components';
import type { SiteBuildDto } from '@laundry-accra/domain/schemas/site';
import { SITE_BUILD_TRIGGER_LABELS } from '@laundry-accra/domain/site-builds';
import { Badge } from '@/design-system/Badge/Badge';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { Caption } from '@/design-system/Caption/Caption';
import { formatAccraTime } from '@/ops/components/accra-time';

/** '42 s', '2 min 5 s', or a dash for a build not finished. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** What asked for the build, and the posts it carries. */
function TriggerCell({ build }: { build: SiteBuildDto }) {
  const slugs = [...new Set(build.changed_posts.map((post) => post.slug))];
  return (
    <>
      {SITE_BUILD_TRIGGER_LABELS[build.trigger]}
      {build.requests > 1 && <Caption block> ({build.requests} requests)</Caption>}
      {slugs.length > 0 && <Caption block>{slugs.map((slug) => `/blog/${slug}`).join(', ')}</Caption>}
    </>
  );
}

/** The outcome, the live build marked, and a failure's reason with the end of its log. */
function OutcomeCell({ build }: { build: SiteBuildDto }) {
  return (
    <>
      <Badge kind="site-build" status={build.status} />
      {build.live && <LiveMark>Live</LiveMark>}
      {build.error && <Caption block>{build.error}</Caption>}
      {build.status === 'failed' && build.log_tail && (
        <Log>
          <summary>Build log</summary>
          <pre>{build.log_tail}</pre>
        </Log>
      )}
    </>
  );
}

/** Recent builds of the public site, newest first. */
export function SiteBuildsTable({ builds }: { builds: readonly SiteBuildDto[] }) {
  const columns: TableColumn<SiteBuildDto>[] = [
    {
      id: 'requested',
      header: 'Requested',
      cell: (build) => (
        <>
          {formatAccraTime(build.requested_at)}
          <Caption block>Took {formatDuration(build.duration_seconds)}</Caption>
        </>
      ),
    },
    { id: 'trigger', header: 'Why', cell: (build) => <TriggerCell build={build} /> },
    { id: 'outcome', header: 'Outcome', cell: (build) => <OutcomeCell build={build} /> },
  ];
  return (
    <Table
      caption="Builds of the website"
      captionHidden
      columns={columns}
      rows={builds}
      rowKey={(build) => build.id}
      emptyMessage="No builds yet. Publishing a blog post, or Rebuild site, starts one."
    />
  );
}


const LiveMark = styled.strong`
  margin-left: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/*
 * 1. A log keeps its lines (they scroll sideways) and the box a readable width on a tablet, where
 *    the table itself scrolls sideways rather than squeeze the log into a narrow column.
 */
const Log = styled.details`
  margin-top: ${({ theme }) => theme.space[2]};
  width: min(40rem, 30vw); /* [1] */

  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  pre {
    max-height: 20rem;
    overflow: auto;
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: pre; /* [1] */
  }
`;
