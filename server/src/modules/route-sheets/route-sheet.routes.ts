/** GET /api/ops/routes/: the route sheet of a branch, day and pickup window (route-sheet.service.ts says how it is ordered). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { RouteSheet, RouteSheetQuery } from '@laundry-accra/domain/schemas/route-sheet';
import { branchScopeOf } from '../ops/staff-access';

const routeSheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/routes/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['ops'],
        security: [{ bearer: [] }],
        summary: "A branch's pickups of a day and window, in the order a rider takes them",
        description:
          'Nearest neighbour from the branch: each next stop is the closest one not yet visited (straight line). ' +
          'Addresses without a map point come last. Without `window`, the whole day: one round per window, in time ' +
          'order. Staff: their own branch (another is 404); admins name one (`branch`, else 400).',
        querystring: RouteSheetQuery,
        response: { 200: RouteSheet, 400: BadRequest, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => app.routeSheets.forStaff(branchScopeOf(request.staff), request.query),
  );
};

export default routeSheetRoutes;
