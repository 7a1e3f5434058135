/** GET /api/ops/summary/: the day at a glance (ops-summary.service.ts says what each figure counts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { OpsSummary, OpsSummaryQuery } from '@laundry-accra/domain/schemas/ops';
import { branchScopeOf } from './staff-access';

const opsSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/summary/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['ops'],
        security: [{ bearer: [] }],
        summary:
          "The day's figures for a branch (default: yours) and a day (default: today in Accra)",
        description:
          'Bookings of that pickup date by status; pickups still pending that day and the next; bookings not ' +
          'cancelled with no money taken (any date) and their sum; payments taken that day by method. ' +
          'Another branch than yours is 404.',
        querystring: OpsSummaryQuery,
        response: { 200: OpsSummary, 400: BadRequest, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => app.opsSummary.forStaff(branchScopeOf(request.staff), request.query),
  );
};

export default opsSummaryRoutes;
