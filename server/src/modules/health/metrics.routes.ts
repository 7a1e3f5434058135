/**
 * GET /api/metrics: this copy's Prometheus metrics (plugins/metrics.ts) for a scraper that
 * presents METRICS_TOKEN as a bearer token. Without METRICS_TOKEN the route is not there (a
 * separate METRICS_PORT, server.ts, serves them on a private network instead).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Detail } from '@laundry-accra/domain/schemas/common';
import { HttpError } from '../../lib/http-errors';

const MetricsHeaders = Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 1024 })) });

/** Whether `given` is `Bearer <token>`, compared in constant time. */
export function presentsToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: "This copy's Prometheus metrics (bearer METRICS_TOKEN)",
        headers: MetricsHeaders,
        response: { 200: Type.String(), 401: Detail },
      },
    },
    async (request, reply) => {
      if (!presentsToken(request.headers.authorization, token)) {
        throw new HttpError(401, { detail: 'Authentication credentials were not provided.' }, { 'WWW-Authenticate': 'Bearer' });
      }
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

export default metricsRoutes;
