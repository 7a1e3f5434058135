import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChangedPost, SiteBuildStatus, SiteBuildTrigger } from '@laundry-accra/domain/site-builds';

/** One build of the public site, from its first request to its outcome. */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<SiteBuildStatus>().notNull(),
    /** What asked for it first. */
    trigger: text('trigger').$type<SiteBuildTrigger>().notNull(),
    /** How many requests this build answers (requests during a build coalesce into one more build). */
    requests: integer('requests').notNull().default(1),
    /** The posts the requests named, checked after the build. */
    changedPosts: jsonb('changed_posts').$type<ChangedPost[]>().notNull().default(sql`'[]'::jsonb`),
    /** The admin who pressed 'Rebuild site' (first one), when it was one. */
    requestedBy: uuid('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why it failed, in one line. */
    error: text('error'),
    /** The last lines of the build's output. */
    logTail: text('log_tail'),
  },
  (table) => [
    // One waiting build and one running build at most: a request during a build joins the waiting one.
    uniqueIndex('site_builds_one_queued').on(table.status).where(sql`${table.status} = 'queued'`),
    uniqueIndex('site_builds_one_building').on(table.status).where(sql`${table.status} = 'building'`),
    index('site_builds_requested_at_idx').on(table.requestedAt),
  ],
);
export type SiteBuild = typeof siteBuilds.$inferSelect;
