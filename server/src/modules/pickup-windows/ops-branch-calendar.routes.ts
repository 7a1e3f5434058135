/**
 * /api/ops/branches/{id}/hours, /closures/, /express and /pickup: a branch's opening hours, pickup
 * windows, closures, Same-Day Express settings and pickup fee, for admins only (staff 403).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail, IdParams } from '@laundry-accra/domain/schemas/common';
import {
  BranchClosure,
  BranchClosureBody,
  BranchClosureParams,
  BranchWeek,
  ClosurePreview,
  ClosurePreviewQuery,
} from '@laundry-accra/domain/schemas/pickup-windows';
import { CLOSURE_MESSAGES, CLOSURE_SEARCH_DAYS } from '@laundry-accra/domain/pickup-windows';
import { PickupSettings, PickupSettingsAnswer } from '@laundry-accra/domain/schemas/pickup-delivery';
import { ExpressSettings } from '@laundry-accra/domain/schemas/service-speed';
import { Type } from '@sinclair/typebox';

const opsBranchCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['ops'];
  const security = [{ bearer: [] }];
  const refused = { 401: Detail, 403: Detail, 404: Detail };
  const branchOf = (id: string) => id.toLowerCase();

  app.get(
    '/ops/branches/:id/hours',
    {
      schema: {
        tags,
        security,
        summary: "A branch's opening hours and pickup windows by weekday (admin only)",
        params: IdParams,
        response: { 200: BranchWeek, ...refused },
      },
    },
    async (request) => app.branchCalendar.week(branchOf(request.params.id)),
  );

  app.put(
    '/ops/branches/:id/hours',
    {
      schema: {
        tags,
        security,
        summary: "Replace a branch's opening hours and pickup windows (admin only)",
        description: 'Bookings already made keep their window; a lower capacity only stops new bookings.',
        params: IdParams,
        body: BranchWeek,
        response: { 200: BranchWeek, 400: BadRequest, ...refused },
      },
    },
    async (request) => app.branchCalendar.replaceWeek(request.staff, branchOf(request.params.id), request.body),
  );

  app.get(
    '/ops/branches/:id/closures/',
    {
      schema: {
        tags,
        security,
        summary: "A branch's closures from today on (admin only)",
        params: IdParams,
        response: { 200: Type.Object({ results: Type.Array(BranchClosure) }), ...refused },
      },
    },
    async (request) => ({ results: await app.branchCalendar.closures(branchOf(request.params.id)) }),
  );

  app.get(
    '/ops/branches/:id/closures/preview',
    {
      schema: {
        tags,
        security,
        summary: 'What closing a date would move: its bookings and the next open window of each (admin only)',
        description:
          `Worked out as closing the date does, and nothing is kept. A booking whose \`to\` is null has no open window ` +
          `with room in the next ${CLOSURE_SEARCH_DAYS} days: the date cannot be closed until it is moved by hand.`,
        params: IdParams,
        querystring: ClosurePreviewQuery,
        response: { 200: ClosurePreview, 400: BadRequest, ...refused },
      },
    },
    async (request) => app.branchCalendar.previewClosure(request.staff, branchOf(request.params.id), request.query.date),
  );

  app.post(
    '/ops/branches/:id/closures/',
    {
      schema: {
        tags,
        security,
        summary: 'Close a branch on a date, with the reason customers see (admin only)',
        description:
          "The date's bookings still to be collected move, each to its next open window with room, all or none, and " +
          "each customer is told by email and SMS. With bookings that day, `move_bookings` must be true (400 " +
          `'${CLOSURE_MESSAGES.moveFirst(2)}'); 409 when one has no open window in the next ${CLOSURE_SEARCH_DAYS} days.`,
        params: IdParams,
        body: BranchClosureBody,
        response: { 201: BranchClosure, 400: BadRequest, ...refused, 409: Detail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.branchCalendar.addClosure(request.staff, branchOf(request.params.id), request.body)),
  );

  app.delete(
    '/ops/branches/:id/closures/:closureId',
    {
      schema: {
        tags,
        security,
        summary: 'Open a branch again on a closed date (admin only)',
        params: BranchClosureParams,
        response: { 204: { type: 'null', description: 'Opened again' }, ...refused },
      },
    },
    async (request, reply) => {
      await app.branchCalendar.removeClosure(request.staff, branchOf(request.params.id), request.params.closureId.toLowerCase());
      return reply.status(204).send();
    },
  );

  app.get(
    '/ops/branches/:id/express',
    {
      schema: {
        tags,
        security,
        summary: "A branch's Same-Day Express surcharge and places per day (admin only)",
        params: IdParams,
        response: { 200: ExpressSettings, ...refused },
      },
    },
    async (request) => app.expressSettings.get(branchOf(request.params.id)),
  );

  app.put(
    '/ops/branches/:id/express',
    {
      schema: {
        tags,
        security,
        summary: "Change a branch's Same-Day Express surcharge and places per day (admin only)",
        description: 'Bookings already made keep their fee; fewer places only stop new Express bookings.',
        params: IdParams,
        body: ExpressSettings,
        response: { 200: ExpressSettings, 400: BadRequest, ...refused },
      },
    },
    async (request) => app.expressSettings.put(request.staff, branchOf(request.params.id), request.body),
  );

  app.get(
    '/ops/branches/:id/pickup',
    {
      schema: {
        tags,
        security,
        summary: "A branch's pickup fee and the weight from which pickup is free (admin only)",
        params: IdParams,
        response: { 200: PickupSettingsAnswer, ...refused },
      },
    },
    async (request) => app.pickupSettings.get(branchOf(request.params.id)),
  );

  app.put(
    '/ops/branches/:id/pickup',
    {
      schema: {
        tags,
        security,
        summary: "Change a branch's pickup fee and the weight from which pickup is free (admin only)",
        description:
          "A fee of '0.00' makes pickup always free. Bookings already made keep their fee and the weight they were booked under.",
        params: IdParams,
        body: PickupSettings,
        response: { 200: PickupSettingsAnswer, 400: BadRequest, ...refused },
      },
    },
    async (request) => app.pickupSettings.put(request.staff, branchOf(request.params.id), request.body),
  );
};

export default opsBranchCalendarRoutes;
