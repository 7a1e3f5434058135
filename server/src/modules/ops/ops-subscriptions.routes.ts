/** GET /api/ops/subscriptions/: every customer's subscriptions, for staff of any branch. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail, Paginated } from '@laundry-accra/domain/schemas/common';
import { OpsSubscriptionRow, OpsSubscriptionsQuery } from '@laundry-accra/domain/schemas/ops';
import { pageWindow, paginate } from '../../lib/pagination';

const opsSubscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/subscriptions/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['ops'],
        security: [{ bearer: [] }],
        summary: 'Subscriptions, newest first, optionally of one status',
        description: 'A subscription belongs to no branch: every staff member sees every one.',
        querystring: OpsSubscriptionsQuery,
        response: { 200: Paginated(OpsSubscriptionRow), 400: BadRequest, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await app.opsSubscriptions.list(
        request.query.status,
        limit,
        offset,
      );
      return paginate(request, request.query, count, results);
    },
  );
};

export default opsSubscriptionsRoutes;
