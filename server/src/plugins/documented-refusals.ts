/**
 * The refusals every route can answer, written into its schema (and so into the OpenAPI document
 * and the app's generated types) where the route does not document them itself: 400 for a query,
 * path or body the route cannot read, 401 for a signed-in route without a valid token, 404 and 414
 * for a path id that names nothing or is too long, 413 and 415 for a body too large or not JSON.
 * The fuzz suite and the role tests hold every answer they get to the document.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** A refusal as the error handler writes it: `{detail}` or `{field: [messages]}`, kept as sent. */
const refusal = (description: string) => ({
  description,
  type: 'object',
  additionalProperties: true,
});

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Adds the refusals `route` can answer and does not document. */
export function documentRefusals(route: RouteOptions): void {
  const schema = route.schema as (RouteOptions['schema'] & { security?: unknown[]; hide?: boolean }) | undefined;
  if (!schema || schema.hide || !route.url.startsWith('/api')) return;
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const add = (status: number, description: string) => {
    if (!(String(status) in response) && !(`${String(status)[0]}xx` in response)) response[status] = refusal(description);
  };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  add(400, 'The request could not be read: `{detail}`, or each field with its messages');
  if (schema.security?.length) add(401, 'Not signed in, or the session is over');
  if (route.url.includes(':')) {
    add(404, 'No such object (or not yours)');
    add(414, 'The address is too long');
  }
  if (methods.some((method) => WITH_BODY.has(method))) {
    add(413, 'The body is too large');
    add(415, 'The body is not JSON');
  }
  schema.response = response;
}

export default fp(async function documentedRefusals(app: FastifyInstance) {
  app.addHook('onRoute', documentRefusals);
});
