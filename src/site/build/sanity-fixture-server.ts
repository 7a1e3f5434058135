/**
 * A stand-in for Sanity's API that answers the two calls gatsby-source-sanity makes on a build
 * (the deployed GraphQL schema and the dataset export) from the fixture files beside it, so the
 * Sanity path of the blog is tested without a Sanity project or network. Documents added while it
 * runs (an editor publishing a post) are in every export after that, as in Sanity's dataset.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(__dirname, 'fixtures');

export interface SanityFixtureServer {
  /** http://localhost:PORT: the plugin's apiHost (it adds the project id as a subdomain). */
  apiHost: string;
  /** Every request received: host header and path with query. */
  requests: { host: string; url: string }[];
  /** Publishes documents (replacing any with the same _id), as the Studio's Publish does. */
  publish(...documents: Record<string, unknown>[]): void;
  close(): Promise<void>;
}

/** Starts the fixture API for `dataset` on `port` (default: a free one). */
export async function startSanityFixtureServer(dataset = 'production', port = 0): Promise<SanityFixtureServer> {
  const schema = fs.readFileSync(path.join(FIXTURES, 'sanity-schema.graphql'), 'utf8');
  const documents = new Map<string, string>(
    fs
      .readFileSync(path.join(FIXTURES, 'sanity-documents.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [(JSON.parse(line) as { _id: string })._id, line]),
  );
  const requests: SanityFixtureServer['requests'] = [];

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push({ host: req.headers.host ?? '', url });
    const { pathname } = new URL(url, 'http://localhost');
    if (req.method === 'GET' && pathname === `/v1/apis/graphql/${dataset}/default`) {
      res.writeHead(200, { 'Content-Type': 'application/graphql' });
      res.end(schema);
    } else if (req.method === 'GET' && pathname === `/v1/data/export/${dataset}`) {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.end([...documents.values()].map((line) => `${line}\n`).join(''));
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No fixture for ${pathname}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    apiHost: `http://localhost:${address.port}`,
    requests,
    publish: (...published) => {
      for (const document of published) documents.set(String(document._id), JSON.stringify(document));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
