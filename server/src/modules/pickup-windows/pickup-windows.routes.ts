/** GET /api/branches/{id}/slots/: the pickup windows a customer may book, public. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_SLOT_DAYS } from '@laundry-accra/domain/pickup-windows';
import { BadRequest, Detail, IdParams } from '@laundry-accra/domain/schemas/common';
import { SlotsAnswer, SlotsQuery } from '@laundry-accra/domain/schemas/pickup-windows';
import { badRequest, notFound } from '../../lib/http-errors';
import { slotRangeProblem } from './pickup-calendar';

const pickupWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/branches/:id/slots/',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A branch's pickup windows per date, with the places left",
        description: `Times are Accra's. At most ${MAX_SLOT_DAYS} days. A closed day has open false and the reason.`,
        params: IdParams,
        querystring: SlotsQuery,
        response: { 200: SlotsAnswer, 400: BadRequest, 404: Detail },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const problem = slotRangeProblem(from, to, MAX_SLOT_DAYS);
      if (problem) throw badRequest(problem);
      const branch = request.params.id.toLowerCase();
      if (!(await app.catalogue.branchExists(branch))) throw notFound();
      // Places change with every booking: never cached.
      reply.header('cache-control', 'no-store');
      return { branch, ...(await app.pickupCalendar.slots(branch, from, to)) };
    },
  );
};

export default pickupWindowRoutes;
