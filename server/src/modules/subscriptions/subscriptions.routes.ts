/** /api/subscriptions/: the signed-in customer's package subscriptions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail, IdParams, PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { SubscribeBody, Subscription } from '@laundry-accra/domain/schemas/subscriptions';

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest rather than preHandler: a caller without a token gets 401 before any body or id check.
  app.addHook('onRequest', app.authenticate);
  const tags = ['subscriptions'];
  const security = [{ bearer: [] }];

  app.get(
    '/subscriptions/',
    {
      schema: {
        tags,
        security,
        summary: 'My subscriptions, newest first',
        querystring: PageQuery,
        response: { 200: Paginated(Subscription), 400: BadRequest, 401: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await app.subscriptions.forCustomer(request.user.id).list(limit, offset);
      return paginate(request, request.query, count, results);
    },
  );

  app.post(
    '/subscriptions/',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe to a package (inactive until paid); 409 when one is already active or awaiting payment',
        body: SubscribeBody,
        response: { 201: Subscription, 400: BadRequest, 401: Detail, 409: Detail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.subscriptions.forCustomer(request.user.id).subscribe(request.body)),
  );

  app.get(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my subscriptions',
        params: IdParams,
        response: { 200: Subscription, 401: Detail, 404: Detail },
      },
    },
    async (request) => app.subscriptions.forCustomer(request.user.id).get(request.params.id),
  );
};

export default subscriptionRoutes;
