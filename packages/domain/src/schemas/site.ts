/** Publishing the public site: Sanity's webhook, the admin's rebuild request and the list of builds. */
import { Type, type Static } from '@sinclair/typebox';
import { POST_OPERATIONS, SITE_BUILD_STATUSES, SITE_BUILD_TRIGGERS, SITE_PUBLISHING_MODES } from '../site-builds';
import { OptionalText, PageQuery, Paginated, StringEnum, Uuid } from './common';

/**
 * The body of Sanity's GROQ-powered webhook, with the projection the README gives
 * (`{_id, _type, "slug": slug.current, title, "operation": delta::operation()}`). Every field is
 * optional: a webhook with another projection still queues a build, only without a post to check.
 */
export const SanityWebhookBody = Type.Object(
  {
    _id: Type.Optional(Type.String({ maxLength: 200 })),
    _type: Type.Optional(Type.String({ maxLength: 100 })),
    slug: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    title: Type.Optional(OptionalText),
    operation: Type.Optional(StringEnum(POST_OPERATIONS)),
  },
  { additionalProperties: true },
);
export type SanityWebhookBody = Static<typeof SanityWebhookBody>;

/** A post a build must show (or no longer show, when deleted). */
export const ChangedPostSchema = Type.Object({
  slug: Type.String(),
  title: OptionalText,
  operation: StringEnum(POST_OPERATIONS),
});

/** One build, as the console lists it. */
export const SiteBuildSchema = Type.Object({
  id: Uuid,
  status: StringEnum(SITE_BUILD_STATUSES),
  trigger: StringEnum(SITE_BUILD_TRIGGERS),
  /** How many requests it answers: those made during the build before it coalesce into it. */
  requests: Type.Integer(),
  changed_posts: Type.Array(ChangedPostSchema),
  requested_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  duration_seconds: Type.Union([Type.Number(), Type.Null()]),
  error: OptionalText,
  log_tail: OptionalText,
  /** The build the site is served from now. */
  live: Type.Boolean(),
});
export type SiteBuildDto = Static<typeof SiteBuildSchema>;

/** The answer to a build request: the build that will (or did) carry it out. */
export const SiteBuildQueued = Type.Object({ build: SiteBuildSchema });

export const SiteBuildsQuery = PageQuery;

/** Recent builds, newest first, and how this server publishes. */
export const SiteBuildList = Type.Composite([
  Paginated(SiteBuildSchema),
  Type.Object({ publishing: StringEnum(SITE_PUBLISHING_MODES) }),
]);
export type SiteBuildListDto = Static<typeof SiteBuildList>;
