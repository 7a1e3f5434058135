/**
 * /api/ops/bookings/ (staff and admins): the orders table, an order's detail, status changes,
 * payments taken at the counter and refund retries; and /api/ops/subscriptions/{id}/payments.
 * A staff member bound to a branch gets 404 for another branch's booking.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail, IdParams, Paginated } from '@laundry-accra/domain/schemas/common';
import {
  CounterPaymentBody,
  OpsBookingDetail,
  OpsBookingRow,
  OpsBookingsQuery,
  MoveBackBody,
  RescheduleBody,
  StatusChangeBody,
  WeighBody,
  PriceJobsBody,
} from '@laundry-accra/domain/schemas/ops';
import { Subscription } from '@laundry-accra/domain/schemas/subscriptions';
import { BOOKING_CONFLICTS, CANCEL_REASON_MESSAGE, MOVE_BACK_MESSAGES, STAFF_MOVE_BACK_MINUTES } from '@laundry-accra/domain/statuses';
import { answerFromCache } from '../../live/bookings-list-cache';
import { pageWindow, paginate } from '../../lib/pagination';

const opsBookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: a caller who may not use the console is refused before any body or id check.
  app.addHook('onRequest', app.requireStaff);
  const tags = ['ops'];
  const security = [{ bearer: [] }];
  const refused = { 401: Detail, 403: Detail };

  app.get(
    '/ops/bookings/',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, by pickup date then order number (filters, search, ordering)',
        querystring: OpsBookingsQuery,
        response: { 200: Paginated(OpsBookingRow), 400: BadRequest, ...refused },
      },
    },
    async (request, reply) => {
      const read = async () => {
        const { limit, offset } = pageWindow(request.query);
        const { count, results } = await app.opsBookings.forStaff(request.staff).list(request.query, limit, offset);
        return paginate(request, request.query, count, results);
      };
      // A search is rarely asked twice: it is read, not kept, so it never pushes out the board's
      // and the table's pages, which are answered from this copy's memory of the pages read for
      // the same branch scope until any booking changes (live/bookings-list-cache.ts).
      if (request.query.search?.trim()) return read();
      return answerFromCache(app.live.staffBookingLists, request.staff.branchId ?? '*', request, reply, read);
    },
  );

  app.get(
    '/ops/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An order: items, addresses, payment and timeline',
        params: IdParams,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).get(request.params.id),
  );

  app.post(
    '/ops/bookings/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Move an order to its next status',
        description:
          `409 when the pipeline does not allow the move ('A booking that is washing cannot become completed.'), ` +
          `when \`version\` is not the current one ('${BOOKING_CONFLICTS.changedByOthers}'), or when completing an ` +
          `unpaid order ('${BOOKING_CONFLICTS.unpaid}'). Cancelling needs a note ('${CANCEL_REASON_MESSAGE}') and ` +
          'refunds an online payment through the payment gateway.',
        params: IdParams,
        body: StatusChangeBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).changeStatus(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/move-back',
    {
      schema: {
        tags,
        security,
        summary: "Move an order back one step (undo its last move), with the reason",
        description:
          `Staff may move back their own step for ${STAFF_MOVE_BACK_MINUTES} minutes ('${MOVE_BACK_MESSAGES.notYours}', ` +
          `'${MOVE_BACK_MESSAGES.tooLate}'); admins any step at any time. 409 when there is none ` +
          `('${MOVE_BACK_MESSAGES.nothingToUndo}'), for a cancelled order, or when \`version\` is not the current one ` +
          `('${BOOKING_CONFLICTS.changedByOthers}'). The step's messages not sent yet are withdrawn; a customer already ` +
          'told of it gets a correction by email and SMS.',
        params: IdParams,
        body: MoveBackBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).moveBack(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/reschedule',
    {
      schema: {
        tags,
        security,
        summary: "Move an order's pickup to another day or window, before it is picked up",
        description:
          "Within the new window's capacity (409 'That pickup window is full; choose another.'); the old place comes back. " +
          `409 when \`version\` is not the current one ('${BOOKING_CONFLICTS.changedByOthers}') or the order is past pending.`,
        params: IdParams,
        body: RescheduleBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).reschedule(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/weigh',
    {
      schema: {
        tags,
        security,
        summary: "Record the weighed kilograms of an order's per-kg lines, at pickup",
        description:
          'Only while the order is picked up or washing (409 otherwise), and at the version the screen showed ' +
          `(409 '${BOOKING_CONFLICTS.changedByOthers}'). The lines and total change to the weighed figures and the ` +
          'customer is told the final amount. An order paid online on its estimate that weighs more has a balance ' +
          'due; one that weighs less is refunded the difference through the payment gateway.',
        params: IdParams,
        body: WeighBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).weigh(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/price-jobs',
    {
      schema: {
        tags,
        security,
        summary: "Price an order's jobs (mending, alteration) at pickup",
        description:
          "Only while the order is picked up (409 otherwise), at the version the screen showed, and before the customer answers. Each price is at least the job's \"from\" price (400). " +
          'The total follows and the customer is told the price to accept or refuse in the app; work starts once every job is answered.',
        params: IdParams,
        body: PriceJobsBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).priceJobs(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Record a payment taken at the counter (the whole sub total)',
        params: IdParams,
        body: CounterPaymentBody,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).recordBookingPayment(request.params.id, request.body),
  );

  app.post(
    '/ops/bookings/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: "Retry a cancelled order's refund that the payment gateway refused",
        params: IdParams,
        response: { 200: OpsBookingDetail, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).retryRefund(request.params.id),
  );

  app.post(
    '/ops/subscriptions/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Record a subscription payment taken at the counter (activates it)',
        params: IdParams,
        body: CounterPaymentBody,
        response: { 200: Subscription, 400: BadRequest, ...refused, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.opsBookings.forStaff(request.staff).recordSubscriptionPayment(request.params.id, request.body),
  );
};

export default opsBookingsRoutes;
