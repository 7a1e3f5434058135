/**
 * A Server-Sent Events stream read over HTTP as the app and the console read it: fetch with the
 * bearer header, messages parsed as they arrive.
 */
import type { FastifyInstance } from 'fastify';

/** One message of the stream, parsed. */
export interface Message {
  id?: string;
  event?: string;
  data: any;
}

/** Opens `path` on a listening copy of the API with the bearer header (and Last-Event-ID). */
export async function openStream(app: FastifyInstance, path: string, token: string, lastEventId?: number) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the copy is not listening');
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: abort.signal,
  });
  const messages: Message[] = [];
  let ended = false;
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) !== -1) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = block.split('\n').filter((line) => !line.startsWith(':'));
          if (!fields.length) continue;
          const field = (name: string) =>
            fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          messages.push({
            id: field('id'),
            event: field('event'),
            data: JSON.parse(field('data') ?? 'null'),
          });
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();

  return {
    response,
    messages,
    get ended() {
      return ended;
    },
    /** Resolves with the first message `match` accepts, waiting up to 5 s for it. */
    async next(match: (message: Message) => boolean): Promise<Message> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline || ended)
          throw new Error(`no such message in ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
    reading,
  };
}

