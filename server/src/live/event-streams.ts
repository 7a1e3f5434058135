/**
 * Server-Sent Events responses: the headers a stream needs (and those set on the reply so far,
 * security headers and CORS), a comment every HEARTBEAT_MS so proxies and browsers keep it open,
 * and an end to every open stream before the server stops listening (an open stream would keep
 * app.close() waiting). When the copy begins to shut down (plugins/shutdown.ts), each stream is told
 * to reconnect soon (`retry:`) and gets a `closing` event before it ends: the browser's EventSource
 * then reconnects through the load balancer, to a copy that is staying.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How often an idle stream sends a comment. */
export const STREAM_HEARTBEAT_MS = 25_000;

/** An open stream. */
export interface EventStream {
  /** Writes raw text/event-stream text; dropped once the client has gone. */
  send(text: string): void;
  /** Sends one message: `event:` when given, `data:` as JSON. */
  message(data: unknown, event?: string): void;
  end(): void;
  /** Calls `handler` once the stream closes (the client went, or end()). */
  onClose(handler: () => void): void;
}

/** How soon (ms) a stream closed by a shutdown asks its browser to reconnect. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;

/**
 * Registers the shutdown hooks in `app` and returns the function that opens a stream on a reply;
 * `name` labels the streams in the metrics.
 */
export function eventStreams(app: FastifyInstance, name: string): (reply: FastifyReply) => EventStream {
  const open = new Set<EventStream>();
  const gauge = app.metrics.eventStreamsOpen.labels({ stream: name });
  gauge.set(0);
  app.shutdown.onBegin(() => {
    for (const stream of open) {
      stream.send(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
      stream.message({ reason: 'This server is restarting; reconnect.' }, 'closing');
      stream.end();
    }
  });
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return (reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      // Personal (the streams are signed in), and never rewritten or buffered on the way.
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // Tells nginx-like proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    const send = (text: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(text);
    };
    const stream: EventStream = {
      send,
      message: (data, event) => send(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
      end: () => raw.end(),
      onClose: (handler) => void raw.on('close', handler),
    };
    send(': connected\n\n');
    const heartbeat = setInterval(() => send(': keep-alive\n\n'), STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    open.add(stream);
    gauge.inc();
    raw.on('close', () => {
      clearInterval(heartbeat);
      if (open.delete(stream)) gauge.dec();
    });
    return stream;
  };
}
