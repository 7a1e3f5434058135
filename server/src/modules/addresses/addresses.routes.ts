/** /api/address/: a signed-in customer's saved addresses (pickup and dropoff points). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { IdParams } from '@laundry-accra/domain/schemas/common';
import { Address, AddressBody } from '@laundry-accra/domain/schemas/addresses';
import { addressesService, toAddressDto } from './addresses.service';

const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = addressesService(app.db);
  // onRequest rather than preHandler: a caller without a token gets 401 before any body or id check.
  app.addHook('onRequest', app.authenticate);
  const tags = ['addresses'];
  const security = [{ bearer: [] }];

  app.get(
    '/address/',
    {
      schema: {
        tags,
        security,
        summary: 'My addresses',
        querystring: PageQuery,
        response: { 200: Paginated(Address), 400: BadRequest, 401: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, rows } = await service.list(request.user.id, limit, offset);
      return paginate(request, request.query, count, rows.map(toAddressDto));
    },
  );

  app.post(
    '/address/',
    {
      schema: {
        tags,
        security,
        summary: 'Save an address',
        body: AddressBody,
        response: { 201: Address, 400: BadRequest, 401: Detail },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.user.id, request.body);
      return reply.status(201).send(toAddressDto(row));
    },
  );

  app.get(
    '/address/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my addresses',
        params: IdParams,
        response: { 200: Address, 401: Detail, 404: Detail },
      },
    },
    async (request) => toAddressDto(await service.get(request.user.id, request.params.id)),
  );

  app.patch(
    '/address/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an address',
        params: IdParams,
        body: AddressBody,
        response: { 200: Address, 400: BadRequest, 401: Detail, 404: Detail },
      },
    },
    async (request) =>
      toAddressDto(await service.update(request.user.id, request.params.id, request.body ?? {})),
  );

  app.delete(
    '/address/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an address (bookings that used it keep it)',
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

export default addressRoutes;
