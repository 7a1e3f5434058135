/** /api/bookings/basket/: the signed-in customer's basket. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { IdParams } from '@laundry-accra/domain/schemas/common';
import { BasketBody, BasketEntry } from '@laundry-accra/domain/schemas/basket';
import { basketService, toBasketEntryDto } from './basket.service';

const basketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = basketService(app.db);
  // onRequest rather than preHandler: a caller without a token gets 401 before any body or id check.
  app.addHook('onRequest', app.authenticate);
  const tags = ['basket'];
  const security = [{ bearer: [] }];

  app.get(
    '/bookings/basket/',
    {
      schema: {
        tags,
        security,
        summary: 'My basket',
        querystring: PageQuery,
        response: { 200: Paginated(BasketEntry), 400: BadRequest, 401: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, rows } = await service.list(request.user.id, limit, offset);
      return paginate(request, request.query, count, rows.map(toBasketEntryDto));
    },
  );

  app.post(
    '/bookings/basket/',
    {
      schema: {
        tags,
        security,
        summary: 'Add an item (raises the quantity when it is already in the basket)',
        body: BasketBody,
        response: { 201: BasketEntry, 400: BadRequest, 401: Detail },
      },
    },
    async (request, reply) => {
      const line = await service.add(request.user.id, request.body);
      return reply.status(201).send(toBasketEntryDto(line));
    },
  );

  app.patch(
    '/bookings/basket/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the quantity or item of an entry',
        params: IdParams,
        body: BasketBody,
        response: { 200: BasketEntry, 400: BadRequest, 401: Detail, 404: Detail },
      },
    },
    async (request) =>
      toBasketEntryDto(
        await service.update(request.user.id, request.params.id, request.body ?? {}),
      ),
  );

  app.delete(
    '/bookings/basket/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an entry',
        params: IdParams,
        response: { 204: Type.Null(), 401: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      await service.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default basketRoutes;
