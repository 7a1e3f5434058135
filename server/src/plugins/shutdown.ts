/**
 * A copy's shutdown, in the order a load balancer needs it (server.ts runs it on SIGTERM): first
 * `begin()`, after which GET /api/ready answers 503 and open event streams are told to reconnect
 * (to another copy), then app.close(), which stops taking connections and waits for the requests
 * in flight within the grace period.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the copy is in its shutdown. */
export interface Shutdown {
  /** True once the copy has begun to stop: it is not ready for new work. */
  readonly begun: boolean;
  /** Turns the copy not-ready and tells those who asked; calling it again does nothing. */
  begin(): void;
  /** Calls `handler` when the shutdown begins (at once if it already has); returns how to stop. */
  onBegin(handler: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

export default fp(
  async function shutdown(app: FastifyInstance) {
    const handlers = new Set<() => void>();
    let begun = false;
    const state: Shutdown = {
      get begun() {
        return begun;
      },
      begin() {
        if (begun) return;
        begun = true;
        for (const handler of handlers) {
          try {
            handler();
          } catch (error) {
            app.log.error({ err: error }, 'a shutdown step failed');
          }
        }
      },
      onBegin(handler) {
        if (begun) handler();
        else handlers.add(handler);
        return () => void handlers.delete(handler);
      },
    };
    app.decorate('shutdown', state);
    // app.close() alone (tests, a start that fails) is a shutdown too.
    app.addHook('preClose', async () => state.begin());
  },
  { name: 'shutdown' },
);
