/**
 * GET /api/ops/events/: a Server-Sent Events stream of booking changes at the staff member's
 * branches, fed by the database's notifications of new booking_events rows and of payments
 * (migrations 0005 and 0007, live/listener.ts), so
 * a change made through any copy of the API reaches every copy's streams. Each message's `id:` is
 * the row's id (a payment is no row and has none): a client that reconnects with `Last-Event-ID`
 * first gets the rows it missed and the payments since, read from the tables, then the live ones. The console reads it with `fetch` and its bearer header
 * (EventSource cannot send one), so the ordinary Authorization header signs it in.
 *
 * A row committed out of id order while a client was away (two transactions, the later id
 * committing first) is not replayed; the console reads everything afresh on every reconnect
 * anyway, so the stream only has to say when, never carry the state.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail } from '@laundry-accra/domain/schemas/common';
import { OPS_STREAM_RELOAD_EVENT, OpsLiveEvent } from '@laundry-accra/domain/schemas/ops';
import { eventStreams, STREAM_HEARTBEAT_MS } from '../../live/event-streams';
import { streamedEvent, type StreamedEvent } from './ops-events.repository';
import { branchScopeOf, isInBranchScope } from './staff-access';

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = STREAM_HEARTBEAT_MS;
/** The most missed rows (or payments) a reconnect replays; beyond, the client is told to read afresh. */
export const REPLAY_LIMIT = 500;

/** The Last-Event-ID a client sent, if it is one of ours (a row id). */
export function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** One Server-Sent Events message. */
const message = ({ id, event }: StreamedEvent) =>
  `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`;
/** The message telling the client to read afresh; `id` moves its Last-Event-ID past what it skips. */
const reloadMessage = (id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${OPS_STREAM_RELOAD_EVENT}\ndata: {}\n\n`;

const opsEventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const openStream = eventStreams(app, 'ops');

  app.get(
    '/ops/events/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['ops'],
        security: [{ bearer: [] }],
        summary: 'Live booking changes at your branches (Server-Sent Events)',
        description:
          'text/event-stream. Each message: `id:` the booking event id (none for a payment or money change, kinds paid, refund and money), ' +
          '`data:` an OpsLiveEvent. Reconnect with ' +
          `Last-Event-ID to get what you missed first. \`event: ${OPS_STREAM_RELOAD_EVENT}\` means changes may have ` +
          `been missed: read everything afresh. A comment every ${HEARTBEAT_MS / 1000} s keeps it open.`,
        response: {
          200: {
            description: 'The stream',
            content: { 'text/event-stream': { schema: OpsLiveEvent } },
          },
          401: Detail,
          403: Detail,
        },
      },
    },
    async (request, reply) => {
      const scope = branchScopeOf(request.staff);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const stream = openStream(reply);
      const { send } = stream;

      // While missed rows are read, live ones wait here, so nothing is sent out of its turn.
      let waiting: StreamedEvent[] | undefined = lastEventId === undefined ? undefined : [];
      let listenerWasDown = false;
      const stopEvents = app.live.on('booking-event', (row) => {
        if (!isInBranchScope(scope, row.branchId)) return;
        const event = streamedEvent(row, new Date());
        if (waiting) waiting.push(event);
        else send(message(event));
      });
      const stopStatus = app.live.on('listener-status', (status) => {
        // Changes made while the listener was down were not heard: the client must read afresh.
        if (status === 'up' && listenerWasDown) send(reloadMessage());
        listenerWasDown = status === 'down';
      });
      // Demoted, deactivated or reset elsewhere: the stream ends with the account's sessions, and
      // the client's reconnection meets the refusal.
      const stopSignOut = app.live.on('account-signed-out', ({ userId }) => {
        if (userId === request.staff.id) stream.end();
      });
      stream.onClose(() => {
        stopEvents();
        stopStatus();
        stopSignOut();
      });

      if (lastEventId === undefined) return;
      try {
        const missed = await app.opsEvents.since(scope, lastEventId, REPLAY_LIMIT);
        if (missed.complete) {
          for (const event of missed.events) send(message(event));
        } else {
          send(reloadMessage(await app.opsEvents.latestId()));
        }
        // A history row heard while replaying may have been read too; a payment is sent again
        // rather than lost (the console only reloads on it).
        const replayed = new Set(missed.events.map((event) => event.id));
        const heardMeanwhile = waiting ?? [];
        waiting = undefined;
        for (const event of heardMeanwhile)
          if (event.id === undefined || !replayed.has(event.id)) send(message(event));
      } catch (error) {
        // The client reconnects with the same Last-Event-ID and gets another try.
        request.log.error({ err: error }, 'could not replay missed booking events');
        stream.end();
      }
    },
  );
};

export default opsEventsRoutes;
