/** /api/ops/customers/: customers for staff, with what they did at the staff member's branches. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail, IdParams, Paginated } from '@laundry-accra/domain/schemas/common';
import {
  OpsCustomerDetail,
  OpsCustomerRow,
  OpsCustomersQuery,
} from '@laundry-accra/domain/schemas/ops';
import { notFound } from '../../lib/http-errors';
import { pageWindow, paginate } from '../../lib/pagination';
import { branchScopeOf } from './staff-access';

const opsCustomersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const tags = ['ops'];
  const security = [{ bearer: [] }];
  const scoped =
    'Every customer; staff bound to a branch see only that branch’s bookings of them, and counts and totals of those.';

  app.get(
    '/ops/customers/',
    {
      schema: {
        tags,
        security,
        summary: 'Customers by name, searched by name, email or phone',
        description: scoped,
        querystring: OpsCustomersQuery,
        response: { 200: Paginated(OpsCustomerRow), 400: BadRequest, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await app.opsCustomers
        .forScope(branchScopeOf(request.staff))
        .list(request.query.search, limit, offset);
      return paginate(request, request.query, count, results);
    },
  );

  app.get(
    '/ops/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A customer with their bookings (newest 50), subscriptions and addresses',
        description: scoped,
        params: IdParams,
        response: { 200: OpsCustomerDetail, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const customer = await app.opsCustomers
        .forScope(branchScopeOf(request.staff))
        .detail(request.params.id);
      if (!customer) throw notFound();
      return customer;
    },
  );
};

export default opsCustomersRoutes;
