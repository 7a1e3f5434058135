/**
 * A small real HTTP server for component tests: each test says how the API answers, the code
 * under test calls it through the real api-client over a real socket, and the test reads back
 * what was sent. Nothing in the app is replaced: only the server is a stand-in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchLike } from '../lib/api-client';
import { compileRoute, matchRoute } from './route-pattern';

/** A request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path below the origin, without the query string ('/api/address/'). */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body, or null. */
  body: any;
  /** Values of `:name` segments of the matched route. */
  params: Record<string, string>;
}

/** What a route answers. */
export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export interface TestApi {
  /** Origin the server listens on ('http://127.0.0.1:PORT'). */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** A fetch that reaches this server over HTTP (jsdom has no fetch of its own). */
  fetch: FetchLike;
  /** Answers `METHOD /api/path` (':id' segments match anything; trailing slash optional). */
  on(method: string, path: string, reply: Reply | Handler): void;
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Paginated list body, the API's list envelope. */
export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** Starts a server on a free loopback port. */
export async function startTestApi(): Promise<TestApi> {
  let routes: Route[] = [];
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const method = req.method ?? 'GET';
      const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
      const params = (route && matchRoute(route, url.pathname)) ?? {};
      const recorded: RecordedRequest = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body, params };
      requests.push(recorded);
      let reply: Reply;
      try {
        reply = route ? await route.handler(recorded) : { status: 404, body: { detail: 'Not found.' } };
      } catch (error) {
        reply = { status: 500, body: { detail: String(error) } };
      }
      const status = reply.status ?? 200;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined || status === 204 ? undefined : JSON.stringify(reply.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const fetch: FetchLike = (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const request = http.request(
        { hostname: target.hostname, port: target.port, path: target.pathname + target.search, method: init.method, headers: init.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status, ok: status >= 200 && status < 300, text: async () => text });
          });
        },
      );
      request.on('error', reject);
      if (init.body !== undefined) request.write(init.body);
      request.end();
    });

  return {
    url: origin,
    requests,
    fetch,
    on(method, path, reply) {
      const handler: Handler = typeof reply === 'function' ? reply : () => reply;
      // Later routes win, so a test can override what beforeEach set up.
      routes.unshift({ method: method.toUpperCase(), ...compileRoute(path), handler });
    },
    reset() {
      routes = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
