/**
 * Prometheus metrics (prom-client), one registry per app: requests by route and status, the
 * database pool, the outbox's backlog, notifications sent and failed, open event streams, site
 * builds, payments and rate-limit refusals. Each copy of the API exposes its own on
 * GET /api/metrics behind METRICS_TOKEN, or on METRICS_PORT (server.ts) for a private network;
 * the database-wide figures (the outbox) are the same on every copy, so alerts take their max.
 * The alerts worth having are in docs/operations.md.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';

/** The counters the services bump; the request metrics are kept by this plugin's hook. */
export interface Metrics {
  registry: Registry;
  /** A payment the provider confirmed paid and that was settled on our side. */
  paymentsVerified: Counter<'provider'>;
  /** A payment the provider reported failed (declined, abandoned for good, reversed). */
  paymentsFailed: Counter<'provider'>;
  /** An email or SMS handed over to its provider. */
  notificationsSent: Counter<'channel'>;
  /** A send that failed: `will_retry` yes or no (given up). */
  notificationsFailed: Counter<'channel' | 'will_retry'>;
  /** Server-Sent Events streams open on this copy, by stream. */
  eventStreamsOpen: Gauge<'stream'>;
  /** Site builds finished, by outcome (published, failed). */
  siteBuilds: Counter<'outcome'>;
  siteBuildSeconds: Histogram<'outcome'>;
  /** Calls refused with a 429, by throttled action. */
  rateLimitRefusals: Counter<'action'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The outbox's waiting messages by channel, read once per scrape. */
interface OutboxBacklog {
  channel: string;
  waiting: number;
  oldest_seconds: number;
}

export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    // Process figures (memory, event-loop lag, handles) only where someone reads them: in tests
    // every app would otherwise start an event-loop monitor of its own.
    if (app.config.metricsToken || app.config.metricsPort) collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route (its pattern) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (`/api/bookings/:id`), never the path: ids would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const { database } = app;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections of this copy: total open, idle, and callers waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });

    // One query per scrape for both outbox gauges.
    let backlog: Promise<OutboxBacklog[]> | undefined;
    const readBacklog = () => {
      backlog ??= (async () => {
        try {
          const result = (await app.db.execute(sql`
            select channel, count(*)::int as waiting,
                   coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_seconds
            from outbox_emails
            where sent_at is null and next_attempt_at is not null
            group by channel`)) as unknown as { rows: OutboxBacklog[] };
          return result.rows;
        } finally {
          setImmediate(() => (backlog = undefined));
        }
      })();
      return backlog;
    };
    const channels = ['email', 'sms'];
    new Gauge({
      name: 'outbox_unsent_messages',
      help: 'Messages in the outbox waiting to be sent (due or being retried), by channel.',
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        const rows = await readBacklog();
        for (const channel of channels) this.set({ channel }, rows.find((r) => r.channel === channel)?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest message waiting to be sent, by channel (0 when none waits).',
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        const rows = await readBacklog();
        for (const channel of channels) this.set({ channel }, Number(rows.find((r) => r.channel === channel)?.oldest_seconds ?? 0));
      },
    });

    const counters: Metrics = {
      registry,
      paymentsVerified: new Counter({
        name: 'payments_verified_total',
        help: 'Payments confirmed paid by the provider and settled, by provider.',
        labelNames: ['provider'] as const,
        registers: [registry],
      }),
      paymentsFailed: new Counter({
        name: 'payments_failed_total',
        help: 'Payments the provider reported failed, by provider.',
        labelNames: ['provider'] as const,
        registers: [registry],
      }),
      notificationsSent: new Counter({
        name: 'notifications_sent_total',
        help: 'Emails and SMS handed to their provider, by channel.',
        labelNames: ['channel'] as const,
        registers: [registry],
      }),
      notificationsFailed: new Counter({
        name: 'notifications_failed_total',
        help: 'Email and SMS sends that failed, by channel and whether they will be retried.',
        labelNames: ['channel', 'will_retry'] as const,
        registers: [registry],
      }),
      eventStreamsOpen: new Gauge({
        name: 'event_streams_open',
        help: 'Server-Sent Events streams open on this copy, by stream.',
        labelNames: ['stream'] as const,
        registers: [registry],
      }),
      siteBuilds: new Counter({
        name: 'site_builds_total',
        help: 'Site builds finished, by outcome.',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
      siteBuildSeconds: new Histogram({
        name: 'site_build_duration_seconds',
        help: 'How long site builds took, by outcome.',
        labelNames: ['outcome'] as const,
        buckets: [15, 30, 60, 120, 180, 300, 600, 900],
        registers: [registry],
      }),
      rateLimitRefusals: new Counter({
        name: 'rate_limit_refusals_total',
        help: 'Calls refused because a rate limit was reached, by action.',
        labelNames: ['action'] as const,
        registers: [registry],
      }),
    };
    app.decorate('metrics', counters);
  },
  { name: 'metrics', dependencies: ['database'] },
);
