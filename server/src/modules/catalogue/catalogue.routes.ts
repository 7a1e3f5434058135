/** The public catalogue (no auth): items, packages, branches. Cacheable with ETags. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheableBody, sendCacheable, sendCacheableBody } from '../../lib/cache';
import { notFound } from '../../lib/http-errors';
import { PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import { pageWindow, paginate } from '../../lib/pagination';
import { Branch, Item, Package } from '@laundry-accra/domain/schemas/catalogue';
import { IdParams } from '@laundry-accra/domain/schemas/common';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.catalogue;
  const itemPages = app.catalogueItemPages;

  app.get(
    '/items/',
    { schema: { tags: ['catalogue'], summary: 'Priced items', querystring: PageQuery, response: { 200: Paginated(Item) } } },
    async (request, reply) => {
      // The page's links name the host it was asked on, so the host is part of the key.
      const key = `${request.protocol}://${request.host}${request.url}`;
      const page = await itemPages.get(key, async () => {
        const { limit, offset } = pageWindow(request.query);
        const { count, results } = await repo.listItems(limit, offset);
        return cacheableBody(paginate(request, request.query, count, results));
      });
      return sendCacheableBody(request, reply, page);
    },
  );

  app.get(
    '/packages/',
    { schema: { tags: ['catalogue'], summary: 'Monthly packages', querystring: PageQuery, response: { 200: Paginated(Package) } } },
    async (request, reply) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await repo.listPackages(limit, offset);
      return sendCacheable(request, reply, paginate(request, request.query, count, results));
    },
  );

  app.get(
    '/packages/:id',
    { schema: { tags: ['catalogue'], summary: 'One package', params: IdParams, response: { 200: Package } } },
    async (request, reply) => {
      const found = await repo.findPackage(request.params.id);
      if (!found) throw notFound();
      return sendCacheable(request, reply, found);
    },
  );

  app.get(
    '/branches/',
    { schema: { tags: ['catalogue'], summary: 'Branches', querystring: PageQuery, response: { 200: Paginated(Branch) } } },
    async (request, reply) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await repo.listBranches(limit, offset);
      return sendCacheable(request, reply, paginate(request, request.query, count, results));
    },
  );
};

export default catalogueRoutes;
