/**
 * A stand-in for Sanity's API that answers the two calls gatsby-source-sanity makes on a build
 * (the deployed GraphQL schema and the dataset export) from the fixture files beside it, so the
 * Sanity path of the blog is tested without a Sanity project or network.
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
  close(): Promise<void>;
}

/** Starts the fixture API for `dataset` on a free port. */
export async function startSanityFixtureServer(dataset = 'production'): Promise<SanityFixtureServer> {
  const schema = fs.readFileSync(path.join(FIXTURES, 'sanity-schema.graphql'), 'utf8');
  const documents = fs.readFileSync(path.join(FIXTURES, 'sanity-documents.ndjson'), 'utf8');
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
      res.end(documents);
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No fixture for ${pathname}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
