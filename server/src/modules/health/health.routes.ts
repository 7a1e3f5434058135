/** GET /api/health: the process is up and the database answers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    driver: Type.String(),
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    latency_ms: Type.Number(),
  }),
});

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
};

export default healthRoutes;
