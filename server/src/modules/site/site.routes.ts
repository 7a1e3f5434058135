/**
 * Publishing the public site:
 * - POST /api/site/rebuild: Sanity's webhook (signed, see webhook-signature.ts) queues a build;
 * - POST /api/site/builds/: an admin's 'Rebuild site' button queues one too;
 * - GET /api/site/builds/: recent builds, the live one marked (admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { SanityWebhookBody, SiteBuildList, SiteBuildQueued, SiteBuildsQuery } from '@laundry-accra/domain/schemas/site';
import type { ChangedPost } from '@laundry-accra/domain/site-builds';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { pageWindow, paginate } from '../../lib/pagination';
import { buildBody } from './site-publishing.service';
import { SIGNATURE_HEADER_NAME, webhookRefusal } from './webhook-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text, which the webhook's signature covers (this module's routes only). */
    rawBody?: string;
  }
}

/** The post a webhook names, when it names one (the projection in the README). */
function changedPostOf(body: SanityWebhookBody): ChangedPost[] {
  if (body._type && body._type !== 'post') return [];
  if (!body.slug) return [];
  return [{ slug: body.slug, title: body.title ?? null, operation: body.operation ?? 'update' }];
}

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The signature covers the bytes Sanity sent: keep them beside the parsed body. This parser is
  // registered inside this plugin, so it applies to these routes only.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, { detail: 'The body is not valid JSON.' }), undefined);
    }
  });

  app.post(
    '/site/rebuild',
    {
      // Before validation: an unsigned request learns nothing about what a valid body looks like.
      preValidation: async (request) => {
        const refusal = await webhookRefusal(request.rawBody, request.headers[SIGNATURE_HEADER_NAME], app.config.sanityWebhookSecret);
        if (refusal) throw unauthorized(refusal);
      },
      schema: {
        tags: ['site'],
        summary: "Sanity's webhook: a post was published, changed or deleted; queues a build of the site",
        description:
          'Signed by Sanity (`sanity-webhook-signature`, secret SANITY_WEBHOOK_SECRET); an unsigned, wrongly signed or ' +
          'more than five minutes old request is 401 and changes nothing. Requests during a build coalesce into one more build.',
        body: SanityWebhookBody,
        response: { 202: SiteBuildQueued, 400: BadRequest, 401: Detail, 503: Detail },
      },
    },
    async (request, reply) => {
      const build = await app.sitePublishing.request({ trigger: 'sanity', changedPosts: changedPostOf(request.body) });
      return reply.status(202).send({ build });
    },
  );

  app.post(
    '/site/builds/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['site'],
        security: [{ bearer: [] }],
        summary: "An admin's 'Rebuild site': queues a build of the public site",
        response: { 202: SiteBuildQueued, 401: Detail, 403: Detail, 503: Detail },
      },
    },
    async (request, reply) => {
      const build = await app.sitePublishing.request({ trigger: 'admin', changedPosts: [], requestedBy: request.staff.id });
      return reply.status(202).send({ build });
    },
  );

  app.get(
    '/site/builds/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['site'],
        security: [{ bearer: [] }],
        summary: 'Recent builds of the public site, newest first, with the live one marked',
        querystring: SiteBuildsQuery,
        response: { 200: SiteBuildList, 400: BadRequest, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, rows } = await app.siteBuildsRepository.page(limit, offset);
      const liveId = app.sitePublishing.liveBuildId();
      return {
        ...paginate(request, request.query, count, rows.map((row) => buildBody(row, liveId))),
        publishing: app.sitePublishing.mode,
      };
    },
  );
};

export default siteRoutes;
