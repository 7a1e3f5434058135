/** /api/bookings/basket/cover/: what the customer's package would cover of the basket, before checkout. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BENEFIT_ORDER_IN_WORDS } from '@laundry-accra/domain/package-benefits';
import { PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
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
      // Items only: the pickup fee and Express depend on the branch and speed the checkout chooses,
      // which the checkout previews with the counts left (free_pickups_left, express_upgrades_left).
      const preview = await customerAllowance(app.db, userId).preview(
        {
          lines: rows.map((row) => ({ key: row.id, categoryId: row.categoryId, unitPrice: row.unitPrice, quantity: row.quantity, unit: row.unit })),
          speed: 'standard',
          surchargePercent: 0,
          pickupTerms: { fee: '0.00', freeFromKg: PICKUP_DEFAULTS.freeFromKg },
        },
        request.query.pickup_date,
      );
      const lines = rows.map((row, index) => ({
        id: row.id,
        item_name: row.itemName,
        quantity: row.quantity,
        covered_quantity: preview.covers[index].covered,
        covered_by: preview.covers[index].packageName,
        usage: preview.covers[index].usage,
        total: preview.covers[index].total,
      }));
      const left = (counts: readonly { remaining: number }[]) => counts.reduce((sum, c) => sum + Math.max(c.remaining, 0), 0);
      return {
        lines,
        sub_total: preview.subTotal,
        order: BENEFIT_ORDER_IN_WORDS,
        free_pickups_left: left(preview.left.pickups),
        express_upgrades_left: left(preview.left.express),
      };
    },
  );
};

export default basketCoverRoutes;
