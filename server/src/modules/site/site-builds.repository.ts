/**
 * The builds of the public site in the database. The queue's rules are the table's: at most one
 * build waits and at most one runs (two partial unique indexes), so a request made while a build
 * runs joins the waiting one, and two requests at the same moment still make one build.
 */
import type { ChangedPost, SiteBuildTrigger } from '@laundry-accra/domain/site-builds';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { siteBuilds, type SiteBuild } from '../../db/schema';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';

/** A request for a build: what asked, the posts it named and the admin who asked, if one did. */
export interface BuildRequest {
  trigger: SiteBuildTrigger;
  changedPosts: ChangedPost[];
  requestedBy?: string | null;
}

/** What the build came to. */
export interface BuildResult {
  status: 'published' | 'failed' | 'handed_off';
  error?: string | null;
  logTail?: string | null;
}

export class SiteBuildsRepository {
  constructor(private readonly db: Db) {}

  /** Queues a build, or adds the request to the build already waiting; returns the waiting build. */
  async enqueue(request: BuildRequest): Promise<SiteBuild> {
    const [build] = await this.db
      .insert(siteBuilds)
      .values({ status: 'queued', trigger: request.trigger, changedPosts: request.changedPosts, requestedBy: request.requestedBy ?? null })
      .onConflictDoUpdate({
        target: siteBuilds.status,
        targetWhere: sql`${siteBuilds.status} = 'queued'`,
        set: {
          requests: sql`${siteBuilds.requests} + 1`,
          changedPosts: sql`${siteBuilds.changedPosts} || excluded.changed_posts`,
        },
      })
      .returning();
    return build;
  }

  /** Records a request handed to a CDN's deploy hook (nothing to queue here). */
  async recordHandOff(request: BuildRequest, result: BuildResult): Promise<SiteBuild> {
    const now = new Date();
    const [build] = await this.db
      .insert(siteBuilds)
      .values({
        status: result.status,
        trigger: request.trigger,
        changedPosts: request.changedPosts,
        requestedBy: request.requestedBy ?? null,
        startedAt: now,
        finishedAt: now,
        error: result.error ?? null,
        logTail: result.logTail ?? null,
      })
      .returning();
    return build;
  }

  /** Starts the waiting build, unless one is running (here or in another copy); null when none starts. */
  async claimNext(): Promise<SiteBuild | null> {
    try {
      const [build] = await this.db
        .update(siteBuilds)
        .set({ status: 'building', startedAt: new Date() })
        .where(eq(siteBuilds.status, 'queued'))
        .returning();
      return build ?? null;
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  /** Records how a running build ended. */
  async finish(id: string, result: BuildResult): Promise<SiteBuild> {
    const [build] = await this.db
      .update(siteBuilds)
      .set({ status: result.status, finishedAt: new Date(), error: result.error ?? null, logTail: result.logTail ?? null })
      .where(eq(siteBuilds.id, id))
      .returning();
    return build;
  }

  /** At start: a build left running by a server that stopped did not finish. */
  async failInterrupted(): Promise<number> {
    const rows = await this.db
      .update(siteBuilds)
      .set({ status: 'failed', finishedAt: new Date(), error: 'The server stopped during the build.' })
      .where(eq(siteBuilds.status, 'building'))
      .returning({ id: siteBuilds.id });
    return rows.length;
  }

  /** A page of builds, newest first. */
  async page(limit: number, offset: number): Promise<{ count: number; rows: SiteBuild[] }> {
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(siteBuilds),
      this.db.select().from(siteBuilds).orderBy(desc(siteBuilds.requestedAt), desc(siteBuilds.id)).limit(limit).offset(offset),
    ]);
    return { count: total, rows };
  }

  async byId(id: string): Promise<SiteBuild | null> {
    const [build] = await this.db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
    return build ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    siteBuildsRepository: SiteBuildsRepository;
  }
}

export default fp(
  async function siteBuildsRepository(app: FastifyInstance) {
    app.decorate('siteBuildsRepository', new SiteBuildsRepository(app.db));
  },
  { name: 'site-builds-repository', dependencies: ['database'] },
);
