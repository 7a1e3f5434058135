/**
 * /api/bookings/: checkout, the customer's bookings and their lines, and rescheduling a pending
 * booking. (The basket, under /api/bookings/basket/, is its own module.) The list is answered from
 * the bookings list cache when it can be (live/bookings-list-cache.ts).
 */
import { noteInLog } from '../../lib/log-context';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookAgainResult,
  Booking,
  BookingDetail,
  BookingEditBody,
  BookingItemEntry,
  CheckoutBody,
  JobAnswerBody,
  JobParams,
} from '@laundry-accra/domain/schemas/bookings';
import {
  BadRequest,
  Detail,
  IdParams,
  PageQuery,
  Paginated,
} from '@laundry-accra/domain/schemas/common';
import { answerFromCache } from '../../live/bookings-list-cache';
import { pageWindow, paginate } from '../../lib/pagination';

const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.live.bookingLists;
  // onRequest rather than preHandler: a caller without a token gets 401 before any body or id check.
  app.addHook('onRequest', app.authenticate);
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.get(
    '/bookings/',
    {
      schema: {
        tags,
        security,
        summary: 'My bookings, newest first',
        querystring: PageQuery,
        response: { 200: Paginated(Booking), 400: BadRequest, 401: Detail },
      },
    },
    async (request, reply) =>
      answerFromCache(cache, request.user.id, request, reply, async () => {
        const { limit, offset } = pageWindow(request.query);
        const { count, results } = await app.bookings.forCustomer(request.user.id).list(limit, offset);
        return paginate(request, request.query, count, results);
      }),
  );

  app.post(
    '/bookings/checkout/',
    {
      schema: {
        tags,
        security,
        summary: 'Book my basket (prices from the catalogue; opens an unpaid payment)',
        body: CheckoutBody,
        response: { 201: Booking, 400: BadRequest, 401: Detail },
      },
    },
    async (request, reply) => {
      const booking = await app.bookings.forCustomer(request.user.id).checkout(request.body);
      noteInLog({ orderNumber: booking.order_number });
      request.log.info({ orderNumber: booking.order_number, bookingId: booking.id }, 'booking placed');
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/bookings/booking-item/',
    {
      schema: {
        tags,
        security,
        summary: 'The lines of my bookings',
        querystring: PageQuery,
        response: { 200: Paginated(BookingItemEntry), 400: BadRequest, 401: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await app.bookings.forCustomer(request.user.id).lines(limit, offset);
      return paginate(request, request.query, count, results);
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my bookings, with its timeline',
        description: 'events: each status the booking took, when (oldest first), and what I was told at that step.',
        params: IdParams,
        response: { 200: BookingDetail, 401: Detail, 404: Detail },
      },
    },
    async (request) => app.bookings.forCustomer(request.user.id).get(request.params.id),
  );

  app.post(
    '/bookings/:id/book-again',
    {
      schema: {
        tags,
        security,
        summary: 'Put the items of a completed or cancelled booking back into my basket',
        description:
          'At current prices; items no longer offered are skipped, each with the reason. 409 for a booking still in progress.',
        params: IdParams,
        response: { 200: BookAgainResult, 401: Detail, 404: Detail, 409: Detail },
      },
    },
    async (request) => app.bookings.forCustomer(request.user.id).bookAgain(request.params.id),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel my pending booking',
        description:
          'The same cancellation staff make (timeline, notifications, audit): the pickup place is freed, and a booking paid online is refunded through the payment provider. 409 once the booking has been collected.',
        params: IdParams,
        response: { 200: BookingDetail, 401: Detail, 404: Detail, 409: Detail },
      },
    },
    async (request) => {
      await app.opsBookings.forCustomer({ id: request.user.id, ip: request.ip }).cancel(request.params.id);
      return app.bookings.forCustomer(request.user.id).get(request.params.id);
    },
  );

  app.post(
    '/bookings/:id/jobs/:line/answer',
    {
      schema: {
        tags,
        security,
        summary: 'Accept or refuse the price set at pickup on one of my jobs (mending)',
        description:
          'Only a job staff have priced and I have not answered (409 otherwise). A refused job costs nothing and comes back undone; ' +
          'the total follows, and money paid beyond it is refunded. Work on the order starts once every job is answered.',
        params: JobParams,
        body: JobAnswerBody,
        response: { 200: BookingDetail, 400: BadRequest, 401: Detail, 404: Detail, 409: Detail },
      },
    },
    async (request) => {
      await app.opsBookings.forCustomer({ id: request.user.id, ip: request.ip }).answerJob(request.params.id, request.params.line, request.body.answer);
      return app.bookings.forCustomer(request.user.id).get(request.params.id);
    },
  );

  app.patch(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the pickup date or addresses of a pending booking, or delivery or collection until it is ready',
        description:
          'A changed choice of delivery or collection charges the pickup fee again; the payment follows the new total. 409 once the order is ready.',
        params: IdParams,
        body: BookingEditBody,
        response: { 200: Booking, 400: BadRequest, 401: Detail, 404: Detail, 409: Detail },
      },
    },
    async (request) =>
      app.bookings.forCustomer(request.user.id, request.ip).edit(request.params.id, request.body),
  );
};

export default bookingRoutes;
