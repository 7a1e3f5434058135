/**
 * Development-only endpoints. app.ts registers this module only when NODE_ENV is not production,
 * and the module refuses to register in production in case that check is ever lost.
 *
 * GET /api/dev/outbox: the emails and SMS the server wrote, newest first (journeys read reset codes
 * and notifications here), optionally only one channel's or one order's. It holds every password
 * reset code, so it answers only requests from this machine (a loopback connection that no proxy
 * forwarded) or from a signed-in admin: a development server started with HOST=0.0.0.0 to try
 * the product must not hand out the codes to the network.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_CHANNELS } from '@laundry-accra/domain/notifications';
import { Detail, PageQuery, Paginated, StringEnum, Uuid } from '@laundry-accra/domain/schemas/common';
import { isLoopback } from '../../lib/loopback';
import { pageWindow, paginate } from '../../lib/pagination';
import { outboxRepository, withBody } from '../mail/outbox.repository';

const OutboxEmail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  channel: StringEnum(NOTIFICATION_CHANNELS),
  to: Type.String({ description: 'An email address, or a phone number (+233…) for an SMS' }),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  dedupe_key: Type.Union([Type.String(), Type.Null()]),
  booking: Type.Union([Uuid, Type.Null()]),
  headers: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const OutboxQuery = Type.Composite([
  PageQuery,
  Type.Object({
    channel: Type.Optional(StringEnum(NOTIFICATION_CHANNELS)),
    booking: Type.Optional(Uuid),
  }),
]);

/**
 * True when the request came straight from this machine: its connection is on the loopback
 * interface and carries no proxy's forwarding header (a proxy on this machine would make every
 * visitor look local). The socket's address, not request.ip, which TRUST_PROXY lets a header set.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.raw.socket.remoteAddress ?? '');
}

const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.nodeEnv === 'production') {
    throw new Error('The development endpoints (/api/dev) must not run with NODE_ENV=production');
  }
  const outbox = outboxRepository(app.db);

  app.get(
    '/dev/outbox',
    {
      onRequest: async (request, reply) => {
        if (!isFromThisMachine(request)) await app.requireAdmin(request, reply);
      },
      schema: {
        tags: ['development'],
        summary: 'Emails and SMS the server wrote, newest first (not in production)',
        description: 'Answers requests from the machine the server runs on, and signed-in admins from elsewhere.',
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: Paginated(OutboxEmail), 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { channel, booking } = request.query;
      const { count, results: rows } = await outbox.list(limit, offset, { channel, booking });
      // A notification email not sent yet is kept as its facts: it reads as it will be sent.
      const results = await Promise.all(rows.map(withBody));
      return paginate(
        request,
        request.query,
        count,
        results.map((email) => ({
          id: email.id,
          channel: email.channel,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          kind: email.kind,
          sent_at: email.sentAt?.toISOString() ?? null,
          error: email.error,
          attempts: email.attempts,
          next_attempt_at: email.nextAttemptAt?.toISOString() ?? null,
          dedupe_key: email.dedupeKey,
          booking: email.bookingId,
          headers: email.headers,
          created_at: email.createdAt.toISOString(),
        })),
      );
    },
  );
};

export default devRoutes;
