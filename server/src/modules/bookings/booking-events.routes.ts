/**
 * GET /api/bookings/events/: a Server-Sent Events stream of the signed-in customer's own bookings,
 * fed by the database's notifications of new booking_events rows and payments (migrations 0005,
 * 0007 and 0010 name the booking's customer), so a change staff make through any copy of the API
 * reaches the customer's stream on every copy. Another customer's changes are never sent.
 *
 * The stream carries no ids to resume from: the app reads its bookings afresh whenever it
 * (re)connects, and after `event: reload` (this copy's listener was down, so changes may have
 * been missed). Like the staff's stream it is read with fetch and the bearer header.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail } from '@laundry-accra/domain/schemas/common';
import {
  CUSTOMER_STREAM_RELOAD_EVENT,
  CustomerLiveEvent,
  type CustomerLiveEventDto,
} from '@laundry-accra/domain/schemas/bookings';
import { eventStreams, STREAM_HEARTBEAT_MS } from '../../live/event-streams';
import { findBookingEvent } from './bookings.read-model';

const bookingEventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const openStream = eventStreams(app, 'bookings');

  app.get(
    '/bookings/events/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        security: [{ bearer: [] }],
        summary: 'Live changes to my bookings (Server-Sent Events)',
        description:
          'text/event-stream. Each message: `data:` a CustomerLiveEvent (a booking of mine moved to a status, with the ' +
          `new timeline step, or its payment changed). \`event: ${CUSTOMER_STREAM_RELOAD_EVENT}\` means changes may ` +
          `have been missed: read my bookings afresh. A comment every ${STREAM_HEARTBEAT_MS / 1000} s keeps it open.`,
        response: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: CustomerLiveEvent } } },
          401: Detail,
        },
      },
    },
    async (request, reply) => {
      const customerId = request.user.id;
      const stream = openStream(reply);
      // Steps are read from the database one after the other, so they go out in the order heard.
      let queue: Promise<void> = Promise.resolve();
      const stopEvents = app.live.on('booking-event', (change) => {
        if (change.customerId !== customerId) return;
        queue = queue.then(async () => {
          let message: CustomerLiveEventDto;
          if (change.id === undefined) {
            message = { kind: 'payment', booking: change.bookingId, status: change.toStatus as CustomerLiveEventDto['status'], event: null };
          } else {
            // The step as the customer may see it (a cancellation's reason, never a staff name).
            const event = await findBookingEvent(app.db, customerId, change.id);
            if (!event) return;
            message = { kind: 'status', booking: change.bookingId, status: event.status, event };
          }
          stream.message(message);
        }).catch((error: unknown) => {
          // The client is told to read afresh rather than left with a gap.
          request.log.error({ err: error }, 'could not read a booking step for the customer stream');
          stream.message({}, CUSTOMER_STREAM_RELOAD_EVENT);
        });
      });
      let listenerWasDown = false;
      const stopStatus = app.live.on('listener-status', (status) => {
        if (status === 'up' && listenerWasDown) stream.message({}, CUSTOMER_STREAM_RELOAD_EVENT);
        listenerWasDown = status === 'down';
      });
      // Signed out everywhere (a password reset): the stream ends with the account's sessions.
      const stopSignOut = app.live.on('account-signed-out', ({ userId }) => {
        if (userId === customerId) stream.end();
      });
      stream.onClose(() => {
        stopEvents();
        stopStatus();
        stopSignOut();
      });
    },
  );
};

export default bookingEventsRoutes;
