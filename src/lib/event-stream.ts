/**
 * A reader of Server-Sent Events over `fetch`, because the browser's EventSource cannot send the
 * bearer header the API asks for. It parses the text/event-stream format (WHATWG HTML §9.2),
 * reconnects after a drop with a growing wait and the last event's id (`Last-Event-ID`), so the
 * server can send what was missed.
 */

/** One event of the stream. */
export interface StreamEvent {
  /** The `event:` field; 'message' when none was sent. */
  type: string;
  /** The `data:` lines, joined by newlines. */
  data: string;
  /** The `id:` in force when the event was dispatched ('' before any). */
  lastEventId: string;
}

/**
 * Turns chunks of a text/event-stream into events. Feed it text as it arrives (a chunk may end in
 * the middle of a line); it keeps the last id and the server's `retry:` wait between events.
 */
export class EventStreamParser {
  lastEventId = '';
  /** Milliseconds the server asked to wait before reconnecting, if it said. */
  retry: number | undefined;
  private buffer = '';
  private type = '';
  private data: string[] = [];

  /** Parses a chunk and returns the events it completed. */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const events: StreamEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    // The last piece is an unfinished line (or '' after a line break): keep it for the next chunk.
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined; // a comment: the server's keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.type = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): StreamEvent | undefined {
    const data = this.data;
    const type = this.type || 'message';
    this.data = [];
    this.type = '';
    if (data.length === 0) return undefined;
    return { type, data: data.join('\n'), lastEventId: this.lastEventId };
  }
}

/** The part of `fetch` the reader needs: a streamed body. */
export type StreamFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; body: ReadableStream<Uint8Array> | null }>;

export interface FollowOptions {
  /** The stream's URL. */
  url: string;
  /** The bearer token to send, read again at each connection (it may have been refreshed). */
  token: () => string | null;
  /** Each event as it arrives. */
  onEvent: (event: StreamEvent) => void;
  /** Each time the stream is open; `again` is true after a drop (events may have been missed). */
  onOpen?: (again: boolean) => void;
  /** The server refused the token (401): refresh it; resolves false when the session is over. */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: StreamFetch;
  /** Waits between attempts: 1 s, doubling, never beyond 30 s (or the server's `retry:`). */
  wait?: (attempt: number, serverRetry: number | undefined) => number;
}

/** 1 s, 2 s, 4 s … 30 s; the server's `retry:` is the shortest wait once it has sent one. */
export const reconnectDelay = (attempt: number, serverRetry: number | undefined): number =>
  Math.max(serverRetry ?? 0, Math.min(1000 * 2 ** attempt, 30_000));

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a stream until stopped: reads it, and after any end or failure connects again with
 * `Last-Event-ID`. Returns the function that stops it.
 */
export function followEventStream(options: FollowOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch: StreamFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const wait = options.wait ?? reconnectDelay;
  const parser = new EventStreamParser();

  void (async () => {
    let attempt = 0;
    let opened = false;
    while (!signal.aborted) {
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        const token = options.token();
        if (token) headers.Authorization = `Bearer ${token}`;
        if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
        const response = await doFetch(options.url, { headers, signal });
        if (response.status === 401 && options.onUnauthorized) {
          if (!(await options.onUnauthorized())) return;
          continue;
        }
        if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`);
        options.onOpen?.(opened);
        opened = true;
        attempt = 0;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) options.onEvent(event);
        }
      } catch {
        // A dropped connection, the server down, or stop(): the loop decides below.
      }
      if (signal.aborted) return;
      await sleep(wait(attempt, parser.retry), signal);
      attempt += 1;
    }
  })();

  return () => controller.abort();
}
