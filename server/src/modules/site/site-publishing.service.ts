/**
 * Publishing the public site: every request (Sanity's webhook, an admin's button, a back-office
 * change) goes through `app.sitePublishing.request`. With SITE_BUILDS_DIR the server builds the
 * site itself, one build at a time, requests during a build coalescing into one more build after
 * it; with SITE_DEPLOY_HOOK_URL it calls the CDN's deploy hook instead; with neither it refuses.
 */
import type { SiteBuildDto } from '@laundry-accra/domain/schemas/site';
import type { SitePublishingMode } from '@laundry-accra/domain/site-builds';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteBuild } from '../../db/schema';
import type { Metrics } from '../../plugins/metrics';
import { HttpError } from '../../lib/http-errors';
import { runSiteBuild, tailOf, type SiteBuilderSettings } from './site-build-run';
import type { BuildRequest, SiteBuildsRepository } from './site-builds.repository';
import { liveBuildId } from './site-directory';

/** How long the deploy hook may take to answer. */
const DEPLOY_HOOK_TIMEOUT_MS = 15_000;

/** A build as the API answers it. */
export function buildBody(build: SiteBuild, liveId: string | null): SiteBuildDto {
  const duration =
    build.startedAt && build.finishedAt ? Math.round((build.finishedAt.getTime() - build.startedAt.getTime()) / 100) / 10 : null;
  return {
    id: build.id,
    status: build.status,
    trigger: build.trigger,
    requests: build.requests,
    changed_posts: build.changedPosts,
    requested_at: build.requestedAt.toISOString(),
    started_at: build.startedAt?.toISOString() ?? null,
    finished_at: build.finishedAt?.toISOString() ?? null,
    duration_seconds: duration,
    error: build.error,
    log_tail: build.logTail,
    live: build.id === liveId,
  };
}

export class SitePublishing {
  private running: Promise<void> | null = null;
  private wanted = false;
  /** Requests still being written down (a back-office change asks after its answer has gone). */
  private readonly asking = new Set<Promise<unknown>>();
  private readonly stop = new AbortController();

  constructor(
    private readonly repository: SiteBuildsRepository,
    private readonly builder: SiteBuilderSettings | undefined,
    private readonly deployHookUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<Metrics, 'siteBuilds' | 'siteBuildSeconds'>,
  ) {}

  /** Counts a finished build and its duration. */
  private counted(outcome: 'published' | 'failed', startedAt: number) {
    this.metrics?.siteBuilds.inc({ outcome });
    this.metrics?.siteBuildSeconds.observe({ outcome }, (performance.now() - startedAt) / 1000);
  }

  /** How this server publishes. */
  get mode(): SitePublishingMode {
    if (this.deployHookUrl) return 'deploy_hook';
    return this.builder ? 'builder' : 'off';
  }

  /** The id of the build being served (builder mode). */
  liveBuildId(): string | null {
    return this.builder ? liveBuildId(this.builder.dir) : null;
  }

  /** Asks for the site to be published; answers the build that will carry the request. */
  request(request: BuildRequest): Promise<SiteBuildDto> {
    const asked = this.ask(request);
    this.asking.add(asked);
    const forget = () => this.asking.delete(asked);
    asked.then(forget, forget);
    return asked;
  }

  private async ask(request: BuildRequest): Promise<SiteBuildDto> {
    if (this.mode === 'off') {
      throw new HttpError(503, { detail: 'Publishing the site is not set up on this server (SITE_BUILDS_DIR or SITE_DEPLOY_HOOK_URL).' });
    }
    if (this.mode === 'deploy_hook') return buildBody(await this.handOff(request), null);
    const build = await this.repository.enqueue(request);
    this.kick();
    return buildBody(build, this.liveBuildId());
  }

  /** Calls the CDN's deploy hook (Netlify, Vercel, Cloudflare Pages: a POST with no body) and records the answer. */
  private async handOff(request: BuildRequest): Promise<SiteBuild> {
    try {
      const response = await fetch(this.deployHookUrl!, { method: 'POST', signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS) });
      const answer = tailOf(await response.text());
      if (!response.ok) {
        return this.repository.recordHandOff(request, { status: 'failed', error: `The deploy hook answered ${response.status}.`, logTail: answer });
      }
      return this.repository.recordHandOff(request, { status: 'handed_off', logTail: answer });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return this.repository.recordHandOff(request, { status: 'failed', error: `The deploy hook could not be reached: ${reason}.` });
    }
  }

  /** Starts the builds that wait, unless this copy is already working through them. */
  kick() {
    if (!this.builder || this.stop.signal.aborted) return;
    this.wanted = true;
    if (!this.running) this.running = this.drain();
  }

  /** Runs the waiting builds one after the other until none waits. */
  private async drain() {
    try {
      while (this.wanted && !this.stop.signal.aborted) {
        this.wanted = false;
        for (let build = await this.repository.claimNext(); build; build = await this.repository.claimNext()) {
          await this.carryOut(build);
          if (this.stop.signal.aborted) return;
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'site builds stopped');
    } finally {
      // No await between the loop's last check and here: a request in between set `wanted` and
      // found `running` set, so the loop above saw it.
      this.running = null;
    }
  }

  private async carryOut(build: SiteBuild) {
    this.log.info({ build: build.id, trigger: build.trigger, requests: build.requests }, 'site build started');
    const startedAt = performance.now();
    try {
      const outcome = await runSiteBuild(this.builder!, build.id, build.changedPosts, this.stop.signal);
      await this.repository.finish(build.id, {
        status: outcome.ok ? 'published' : 'failed',
        error: outcome.error ?? null,
        logTail: outcome.logTail,
      });
      this.counted(outcome.ok ? 'published' : 'failed', startedAt);
      if (outcome.ok) this.log.info({ build: build.id }, 'site build published');
      else this.log.warn({ build: build.id, error: outcome.error }, 'site build failed; the live site is unchanged');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.counted('failed', startedAt);
      await this.repository.finish(build.id, { status: 'failed', error: `The build could not run: ${reason}` });
    }
  }

  /** Resolves when no request is being written down and no build is running in this copy (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.asking.size > 0 || this.running) {
      await Promise.allSettled([...this.asking]);
      if (this.running) await this.running;
    }
  }

  /** At start: fails builds a stopped server left running, and starts any that wait. */
  async resume() {
    if (!this.builder) return;
    const interrupted = await this.repository.failInterrupted();
    if (interrupted) this.log.warn({ interrupted }, 'site builds interrupted by a restart were marked failed');
    this.kick();
  }

  /** At shutdown: stops the running build (it is recorded as failed) and waits for it. */
  async close() {
    this.stop.abort();
    await this.idle();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sitePublishing: SitePublishing;
  }
}

export default fp(
  async function sitePublishing(app: FastifyInstance) {
    const { siteBuilder, siteDeployHookUrl } = app.config;
    const publishing = new SitePublishing(app.siteBuildsRepository, siteBuilder, siteDeployHookUrl, app.log, app.metrics);
    app.decorate('sitePublishing', publishing);
    app.addHook('onReady', () => publishing.resume());
    app.addHook('onClose', () => publishing.close());
  },
  { name: 'site-publishing', dependencies: ['database', 'site-builds-repository', 'metrics'] },
);
