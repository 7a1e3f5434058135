/**
 * Tests that need a real listening socket (a mail server, the API for a browser library) use
 * only these ports, shared with nothing else on the machine: the first free one is taken.
 */
import type net from 'node:net';

export const TEST_PORTS = [8101, 8102, 8103, 8104, 8105, 8106, 8107, 8108, 8109];

/** Listens on the first free test port on 127.0.0.1 and returns it. */
export async function listenOnTestPort(listen: (port: number) => Promise<unknown>): Promise<number> {
  for (const port of TEST_PORTS) {
    try {
      await listen(port);
      return port;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port among ${TEST_PORTS.join(', ')}`);
}

/** Adapts a node:net server to listenOnTestPort. */
export const listenNetServer = (server: net.Server) => (port: number) =>
  new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve();
    });
  });
