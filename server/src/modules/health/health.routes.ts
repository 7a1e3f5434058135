/**
 * GET /api/health: liveness, the process answers (with the database's state, as before).
 * GET /api/ready: readiness, what a load balancer asks before sending this copy work: the database
 * and Redis (when configured) answer, this copy's migrations are all applied, and it is not
 * shutting down (plugins/shutdown.ts). 503 otherwise, naming what is not ready.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { migrationState } from '../../db/prepare';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    driver: Type.String(),
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    latency_ms: Type.Number(),
  }),
});

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  checks: Type.Object({
    database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('not_configured')]),
    migrations: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('unknown')]),
    shutting_down: Type.Boolean(),
  }),
});

/** How long a readiness check waits for Redis. */
const REDIS_PING_MS = 1_000;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database state', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const started = performance.now();
      let up = true;
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        up = false;
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { driver: app.database.driver, status: up ? 'up' : 'down', latency_ms: latency },
      });
    },
  );

  /** Whether Redis answers a PING, when there is one. */
  async function redisState(): Promise<'up' | 'down' | 'not_configured'> {
    const redis = app.rateLimitStore;
    if (!redis) return 'not_configured';
    if (redis.status !== 'ready') return 'down';
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer')), REDIS_PING_MS);
        }),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this copy should be sent requests',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const shuttingDown = app.shutdown.begun;
      const [database, migrations, redis] = await Promise.all([
        app.database.ping().then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        migrationState(app.database).then(
          (state) => (state.pending.length ? ('pending' as const) : ('applied' as const)),
          () => 'unknown' as const,
        ),
        redisState(),
      ]);
      const ready = !shuttingDown && database === 'up' && migrations === 'applied' && redis !== 'down';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        checks: { database, redis, migrations, shutting_down: shuttingDown },
      });
    },
  );
};

export default healthRoutes;
