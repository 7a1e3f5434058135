/**
 * Development-only endpoints. app.ts registers this module only when NODE_ENV is not production,
 * and the module refuses to register in production in case that check is ever lost.
 *
 * GET /api/dev/outbox: the emails the server wrote, newest first (journeys read reset codes here).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { outboxRepository } from '../mail/outbox.repository';

const OutboxEmail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.nodeEnv === 'production') {
    throw new Error('The development endpoints (/api/dev) must not run with NODE_ENV=production');
  }
  const outbox = outboxRepository(app.db);

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Emails the server wrote, newest first (not in production)',
        querystring: PageQuery,
        response: { 200: Paginated(OutboxEmail) },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await outbox.list(limit, offset);
      return paginate(
        request,
        request.query,
        count,
        results.map((email) => ({
          id: email.id,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          kind: email.kind,
          sent_at: email.sentAt?.toISOString() ?? null,
          error: email.error,
          created_at: email.createdAt.toISOString(),
        })),
      );
    },
  );
};

export default devRoutes;
