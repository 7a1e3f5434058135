/**
 * What the layout check and `prod:local` call the layout with: JSON over HTTP as the app does,
 * Server-Sent Events read as the console reads them, and a steady load of customers.
 */

/** An answer: its status, headers and parsed JSON (undefined when it is not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  json: any;
}

/** One JSON call with an optional bearer token. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer & { text: string }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The same call, throwing unless it answers `expected` (any 2xx by default). */
export async function ok(
  base: string,
  method: string,
  path: string,
  options: Parameters<typeof api>[3] = {},
  expected?: number,
): Promise<any> {
  const answer = await api(base, method, path, options);
  if (expected ? answer.status !== expected : answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `${method} ${base}${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`,
    );
  }
  return answer.json;
}

/** One message of an event stream. */
export interface StreamMessage {
  id?: string;
  event?: string;
  data: any;
  /** When it arrived (performance.now()). */
  at: number;
}

/** An open event stream: its messages as they come, and a way to wait for one. */
export interface Stream {
  status: number;
  messages: StreamMessage[];
  readonly ended: boolean;
  next(matching: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  close(): void;
}

/** Opens an event stream at `url` with the bearer header (and Last-Event-ID). */
export async function openStream(
  url: string,
  token: string,
  lastEventId?: string,
): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) !== -1) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = block.split('\n').filter((line) => line && !line.startsWith(':'));
          if (!fields.length) continue;
          const field = (name: string) =>
            fields
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = field('data');
          if (data === undefined) continue;
          let parsed: unknown = data;
          try {
            parsed = JSON.parse(data);
          } catch {
            // a plain text message
          }
          messages.push({
            id: field('id'),
            event: field('event'),
            data: parsed,
            at: performance.now(),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // closed
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  return {
    status: response.status,
    messages,
    get ended() {
      return ended;
    },
    next(matching, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = messages.find(matching);
          if (found) {
            done();
            resolve(found);
          } else if (ended) {
            done();
            reject(new Error(`the stream ${url} ended without the message awaited`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no such message on ${url} within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}

/** One request of a load: what it was, when it started and ended, and its status (0: no answer). */
export interface LoadRecord {
  what: string;
  started: number;
  ended: number;
  status: number;
  error?: string;
}

/** A customer of the load: their token, an item to add, and the basket lines they were told were added. */
export interface LoadCustomer {
  token: string;
  itemId: string;
}

/**
 * Customers looping through what the app does most (the price list, their orders, adding to the
 * basket and taking it out again) until stopped. Every basket line answered 2xx and not removed
 * with a 2xx is in `kept`: it must be in the database afterwards, unless its removal got no answer
 * (`uncertain`: the copy may have removed it before it died).
 */
export function startLoad(base: string, customers: LoadCustomer[]) {
  const records: LoadRecord[] = [];
  const kept = new Map<string, string>();
  /** Lines whose removal got no answer: it may or may not have been done. */
  const uncertain = new Set<string>();
  let running = true;
  const timed = async (what: string, run: () => Promise<Answer & { text: string }>) => {
    const started = performance.now();
    try {
      const answer = await run();
      // A failure keeps the start of its body: Caddy's own answer and a copy's say different things.
      const error = answer.status >= 500 ? answer.text.slice(0, 120) : undefined;
      records.push({
        what,
        started,
        ended: performance.now(),
        status: answer.status,
        ...(error ? { error } : {}),
      });
      return answer;
    } catch (error) {
      records.push({
        what,
        started,
        ended: performance.now(),
        status: 0,
        error: (error as Error).message,
      });
      return undefined;
    }
  };
  const loops = customers.map(async (customer) => {
    while (running) {
      await timed('GET /api/items/', () => api(base, 'GET', '/api/items/?page_size=20'));
      await timed('GET /api/bookings/', () =>
        api(base, 'GET', '/api/bookings/', { token: customer.token }),
      );
      const added = await timed('POST /api/bookings/basket/', () =>
        api(base, 'POST', '/api/bookings/basket/', {
          token: customer.token,
          body: { item: customer.itemId, quantity: 1 },
        }),
      );
      const id =
        added && added.status >= 200 && added.status < 300
          ? (added.json as { id: string }).id
          : undefined;
      if (id) kept.set(id, customer.token);
      if (id && running) {
        const removed = await timed('DELETE /api/bookings/basket/:id', () =>
          api(base, 'DELETE', `/api/bookings/basket/${id}`, { token: customer.token }),
        );
        if (removed && removed.status >= 200 && removed.status < 300) kept.delete(id);
        else if (!removed || removed.status === 0 || removed.status >= 500) uncertain.add(id);
      }
    }
  });
  return {
    records,
    kept,
    uncertain,
    /** Requests answered so far. */
    get count() {
      return records.length;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The failures among `records`: 5xx answers and requests with no answer. */
export const failuresOf = (records: LoadRecord[]) =>
  records.filter((record) => record.status === 0 || record.status >= 500);
