/**
 * Server-Sent Events responses: the headers a stream needs (and those set on the reply so far,
 * security headers and CORS), a comment every HEARTBEAT_MS so proxies and browsers keep it open,
 * and an end to every open stream before the server stops listening (an open stream would keep
 * app.close() waiting).
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

/** Registers the shutdown hook in `app` and returns the function that opens a stream on a reply. */
export function eventStreams(app: FastifyInstance): (reply: FastifyReply) => EventStream {
  const open = new Set<EventStream>();
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
    raw.on('close', () => {
      clearInterval(heartbeat);
      open.delete(stream);
    });
    return stream;
  };
}
