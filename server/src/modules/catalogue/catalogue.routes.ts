/**
 * The public catalogue (no auth): items, packages, branches. Cacheable with ETags, and each answer
 * kept by this copy for a few seconds (catalogue.repository.ts, `cataloguePages`): every customer
 * asks for the same pages, so under load most of these requests skip the database.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheableBody, sendCacheableBody, type CacheableBody } from '../../lib/cache';
import { notFound } from '../../lib/http-errors';
import { PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { Branch, Item, Package } from '@laundry-accra/domain/schemas/catalogue';
import { IdParams } from '@laundry-accra/domain/schemas/common';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.catalogue;
  /** This copy's answer to the request, or the one `produce` makes. */
  const kept = (request: FastifyRequest, produce: () => Promise<unknown>): Promise<CacheableBody> =>
    // A page's links name the host it was asked on, so the host is part of the key.
    app.cataloguePages.get(`${request.protocol}://${request.host}${request.url}`, async () => cacheableBody(await produce()));
  /** Sends the page of `list` that `query` asks for, kept as `kept` keeps it. */
  const sendPage = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    query: PageQuery,
    list: (limit: number, offset: number) => Promise<{ count: number; results: T[] }>,
  ) => {
    const page = await kept(request, async () => {
      const { limit, offset } = pageWindow(query);
      const { count, results } = await list(limit, offset);
      return paginate(request, query, count, results);
    });
    return sendCacheableBody(request, reply, page);
  };

  app.get(
    '/items/',
    { schema: { tags: ['catalogue'], summary: 'Priced items', querystring: PageQuery, response: { 200: Paginated(Item) } } },
    (request, reply) => sendPage(request, reply, request.query, repo.listItems),
  );

  app.get(
    '/packages/',
    { schema: { tags: ['catalogue'], summary: 'Monthly packages', querystring: PageQuery, response: { 200: Paginated(Package) } } },
    (request, reply) => sendPage(request, reply, request.query, repo.listPackages),
  );

  app.get(
    '/packages/:id',
    { schema: { tags: ['catalogue'], summary: 'One package', params: IdParams, response: { 200: Package } } },
    async (request, reply) => {
      // An unknown package is a 404 each time: a failure is never kept.
      const found = await kept(request, async () => (await repo.findPackage(request.params.id)) ?? Promise.reject(notFound()));
      return sendCacheableBody(request, reply, found);
    },
  );

  app.get(
    '/branches/',
    { schema: { tags: ['catalogue'], summary: 'Branches', querystring: PageQuery, response: { 200: Paginated(Branch) } } },
    (request, reply) => sendPage(request, reply, request.query, repo.listBranches),
  );
};

export default catalogueRoutes;
