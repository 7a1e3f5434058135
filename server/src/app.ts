/**
 * Builds the Fastify instance: the API under /api and, when a built site is given, the static site
 * beside it. Stateless: everything per-request lives in the database (or Redis for rate limits);
 * what a copy keeps in memory is only a copy of it, kept correct by the database's notifications
 * (live/live.plugin.ts).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import livePlugin from './live/live.plugin';
import addressRoutes from './modules/addresses/addresses.routes';
import authRoutes from './modules/auth/auth.routes';
import auditRoutes from './modules/audit/audit.routes';
import backOfficeRoutes from './modules/back-office/back-office.routes';
import basketRoutes from './modules/basket/basket.routes';
import reportsRoutes from './modules/reports/reports.routes';
import basketCoverRoutes from './modules/basket/basket-cover.routes';
import bookingEventsRoutes from './modules/bookings/booking-events.routes';
import bookingRoutes from './modules/bookings/bookings.routes';
import catalogueRoutes from './modules/catalogue/catalogue.routes';
import contactRoutes from './modules/contact/contact.routes';
import devRoutes from './modules/dev/dev.routes';
import financeRoutes from './modules/finance/finance.routes';
import healthRoutes from './modules/health/health.routes';
import { servicePlugins } from './modules/services';
import mailPlugin from './modules/mail/mail.plugin';
import notificationsPlugin from './modules/notifications/notifications.service';
import opsBranchCalendarRoutes from './modules/pickup-windows/ops-branch-calendar.routes';
import pickupWindowRoutes from './modules/pickup-windows/pickup-windows.routes';
import opsBookingsRoutes from './modules/ops/ops-bookings.routes';
import opsCustomersRoutes from './modules/ops/ops-customers.routes';
import opsEventsRoutes from './modules/ops/ops-events.routes';
import opsStaffRoutes from './modules/ops/ops-staff.routes';
import opsSubscriptionsRoutes from './modules/ops/ops-subscriptions.routes';
import opsSummaryRoutes from './modules/ops/ops-summary.routes';
import routeSheetRoutes from './modules/route-sheets/route-sheet.routes';
import metricsRoutes from './modules/health/metrics.routes';
import { adoptBuiltSite, liveDir } from './modules/site/site-directory';
import siteBuildsRepository from './modules/site/site-builds.repository';
import sitePublishing from './modules/site/site-publishing.service';
import siteRoutes from './modules/site/site.routes';
import subscriptionRoutes from './modules/subscriptions/subscriptions.routes';
import unsubscribeRoutes from './modules/notifications/unsubscribe.routes';
import usersRoutes from './modules/users/users.routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import documentedRefusals from './plugins/documented-refusals';
import errorsPlugin, { apiNotFound } from './plugins/errors';
import metricsPlugin from './plugins/metrics';
import shutdownPlugin from './plugins/shutdown';
import { logContextMixin, runWithLogContext } from './lib/log-context';
import { redactingDestination, type LogDestination } from './lib/log-redaction';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin, { apiAnswerHeaders } from './plugins/security-headers';
import sitePlugin from './plugins/site';
import { ajvOptions, buildValidator } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the JSON log lines go, masked (lib/log-redaction.ts); stdout by default. */
  logDestination?: LogDestination;
}

/** Builds the app; the caller owns the database and closes it after app.close(). */
export async function buildApp({ config, database, logDestination }: BuildAppOptions): Promise<FastifyInstance> {
  const app = createApp(config, logDestination);
  try {
    await registerParts(app, config, database);
  } catch (error) {
    // A part that refuses to start (the sandbox in production) must not leave the parts already
    // started running: the database listener would keep reconnecting to a database being closed.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** What the router says when it refuses a request before any route sees it. */
const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
};

/** A request id a load balancer may hand on (X-Request-Id): short, and nothing a log could misread. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The Fastify instance with the API's options, before any part is registered. */
function createApp(config: Config, logDestination?: LogDestination) {
  const refusalHeaders = apiAnswerHeaders(config.nodeEnv === 'production');
  return Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            mixin: logContextMixin,
            stream: redactingDestination(logDestination),
          },
    // Behind a trusted balancer its request id is kept, so its access log and ours meet.
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return config.trustProxy && typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a path that is not valid UTF-8, a path id over the router's
    // length limit) answer in the API's error shape, like every other refusal.
    // They run no hooks, so they carry the security headers themselves.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply
        .status(error.statusCode ?? 400)
        .headers(refusalHeaders)
        .send({ detail: ROUTER_REFUSALS[error.code] ?? 'Invalid request.' }),
    ajv: { customOptions: ajvOptions },
    schemaController: { compilersFactory: { buildValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** Registers every part of the API (and the site when one is built) on `app`. */
async function registerParts(app: ReturnType<typeof createApp>, config: Config, database: Database) {
  app.decorate('config', config);
  // Every line logged while a request is handled carries its id (lib/log-context.ts), and the
  // caller gets the id back to quote.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runWithLogContext({ reqId: request.id }, done);
  });
  await app.register(shutdownPlugin);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin);
  await app.register(livePlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  // Beside the mailer, not among the services: jobs and tests write notifications too.
  await app.register(notificationsPlugin);
  // Publishing the site, at the root: its builds outlive requests, and tests wait for them.
  await app.register(siteBuildsRepository);
  await app.register(sitePublishing);
  await app.register(securityHeadersPlugin);
  // Cross-origin callers only when some are configured: the site and the app are served from the
  // API's own origin, and an unregistered plugin costs nothing per request.
  if (config.corsOrigins.length) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Adom Laundry API', version: '1.0.0', description: 'Bookings, basket, subscriptions and payments.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Before the routes: each gets the refusals it can answer in its documented responses.
  await app.register(documentedRefusals);

  await app.register(
    async (api) => {
      // The repositories and services the routes use (modules/services.ts), then the routes.
      for (const plugin of servicePlugins) {
        await api.register(plugin);
      }
      // Each module is a plugin of routes under /api; add new modules to this list.
      const modules = [
        healthRoutes,
        metricsRoutes,
        catalogueRoutes,
        pickupWindowRoutes,
        authRoutes,
        usersRoutes,
        unsubscribeRoutes,
        contactRoutes,
        // The outbox reader exists only outside production.
        ...(config.nodeEnv === 'production' ? [] : [devRoutes]),
        addressRoutes,
        basketCoverRoutes,
        basketRoutes,
        bookingRoutes,
        bookingEventsRoutes,
        subscriptionRoutes,
        financeRoutes,
        opsBookingsRoutes,
        opsStaffRoutes,
        opsCustomersRoutes,
        opsSubscriptionsRoutes,
        opsSummaryRoutes,
        opsEventsRoutes,
        backOfficeRoutes,
        auditRoutes,
        reportsRoutes,
        opsBranchCalendarRoutes,
        routeSheetRoutes,
        siteRoutes,
      ];
      for (const routes of modules) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );

  if (config.siteBuilder) {
    // The server publishes the site itself: it serves the live build, taking in a site built by
    // hand (SITE_DIR) when it is newer; a new build replaces it while the server runs.
    adoptBuiltSite(config.siteBuilder.dir, config.siteDir);
    await app.register(sitePlugin, { siteDir: liveDir(config.siteBuilder.dir) });
  } else if (config.siteDir && fs.existsSync(config.siteDir)) {
    // Serves the built site and answers unknown paths with its 404 page (JSON under /api).
    await app.register(sitePlugin, { siteDir: config.siteDir });
  } else {
    app.setNotFoundHandler(apiNotFound);
  }
}
