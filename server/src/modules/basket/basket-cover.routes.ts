/** /api/bookings/basket/cover/: what the customer's package would cover of the basket, before checkout. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COVER_ORDER_IN_WORDS } from '@laundry-accra/domain/allowance';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { BasketCover, BasketCoverQuery } from '@laundry-accra/domain/schemas/basket';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { basketRepository } from './basket.repository';
import { customerAllowance } from '../subscriptions/allowance';

const basketCoverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/bookings/basket/cover/',
    {
      schema: {
        tags: ['basket'],
        security: [{ bearer: [] }],
        summary: "What my package's allowance would cover of my basket for a pickup date (checkout decides)",
        querystring: BasketCoverQuery,
        response: { 200: BasketCover, 400: BadRequest, 401: Detail },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { rows } = await basketRepository(app.db).forCustomer(userId).list(100, 0);
      const covers = await customerAllowance(app.db, userId).preview(
        rows.map((row) => ({ key: row.id, categoryId: row.categoryId, unitPrice: row.unitPrice, quantity: row.quantity, unit: row.unit })),
        request.query.pickup_date,
      );
      const lines = rows.map((row, index) => ({
        id: row.id,
        item_name: row.itemName,
        quantity: row.quantity,
        covered_quantity: covers[index].covered,
        covered_by: covers[index].packageName,
        total: covers[index].total,
      }));
      const subTotal = fromPesewas(lines.reduce((sum, line) => sum + toPesewas(line.total), 0));
      return { lines, sub_total: subTotal, order: COVER_ORDER_IN_WORDS };
    },
  );
};

export default basketCoverRoutes;
