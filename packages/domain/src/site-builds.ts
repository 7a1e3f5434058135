/**
 * The vocabulary of publishing the public site: what asks for a build, the states a build goes
 * through, and the posts a build must show. Read by the server's builder and the console.
 */
import type { StatusLook } from './status-looks';

/** Where a build request came from: Sanity's webhook, an admin's button, or a back-office change. */
export const SITE_BUILD_TRIGGERS = ['sanity', 'admin', 'catalogue'] as const;
export type SiteBuildTrigger = (typeof SITE_BUILD_TRIGGERS)[number];

/**
 * queued: waiting (at most one); building: running (at most one); published: built, checked and
 * made live; failed: the live site was left as it was; handed_off: sent to a CDN's deploy hook
 * (SITE_DEPLOY_HOOK_URL), which builds and publishes it there.
 */
export const SITE_BUILD_STATUSES = ['queued', 'building', 'published', 'failed', 'handed_off'] as const;
export type SiteBuildStatus = (typeof SITE_BUILD_STATUSES)[number];

/** What Sanity's delta::operation() says happened to a document. */
export const POST_OPERATIONS = ['create', 'update', 'delete'] as const;
export type PostOperation = (typeof POST_OPERATIONS)[number];

/** A post a webhook named: after the build, /blog/<slug> must show it (or be gone, when deleted). */
export interface ChangedPost {
  slug: string;
  title: string | null;
  operation: PostOperation;
}

/** How this server publishes the site: builds it itself, calls a CDN's deploy hook, or not at all. */
export const SITE_PUBLISHING_MODES = ['builder', 'deploy_hook', 'off'] as const;
export type SitePublishingMode = (typeof SITE_PUBLISHING_MODES)[number];

/** The words the console shows for each trigger and status. */
export const SITE_BUILD_TRIGGER_LABELS: Record<SiteBuildTrigger, string> = {
  sanity: 'Blog post published',
  admin: 'Rebuild site button',
  catalogue: 'Prices or packages changed',
};
const SITE_BUILD_LOOKS: Record<SiteBuildStatus, StatusLook> = {
  queued: { label: 'Waiting', tone: 'neutral' },
  building: { label: 'Building', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  handed_off: { label: 'Sent to host', tone: 'primary' },
};

/** Label and tone of a build's status (the console's Badge). */
export function siteBuildStatusLook(status: string | null | undefined): StatusLook {
  return status != null && Object.hasOwn(SITE_BUILD_LOOKS, status) ? SITE_BUILD_LOOKS[status as SiteBuildStatus] : { label: 'Unknown', tone: 'neutral' };
}
