/**
 * HTTP caching: public, rarely-changing responses (the catalogue) get a weak ETag over the JSON
 * body and a short shared max-age, and a matching If-None-Match gets 304 with no body; personal
 * answers (every signed-in call, every sign-in, token and password call) are kept out of every
 * cache (keepOutOfCaches).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a browser or CDN may reuse a catalogue response before revalidating. */
export const CATALOGUE_MAX_AGE = 60;

/** A JSON response body with its ETag, ready to send again and again. */
export interface CacheableBody {
  body: string;
  etag: string;
}

/** Serializes `payload` and computes its ETag. */
export function cacheableBody(payload: unknown): CacheableBody {
  const body = JSON.stringify(payload);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends a prepared body with its ETag, or 304 when the client already has it. */
export function sendCacheableBody(request: FastifyRequest, reply: FastifyReply, { body, etag }: CacheableBody) {
  reply.header('ETag', etag);
  reply.header('Cache-Control', `public, max-age=${CATALOGUE_MAX_AGE}, stale-while-revalidate=300`);
  reply.header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/** What a personal answer says to caches: keep nothing, anywhere (shared proxies and the browser). */
export const PERSONAL_ANSWER_CACHE_CONTROL = 'no-store';

/**
 * Marks an answer as personal: no shared cache (a proxy, a CDN in front of the API) or browser
 * cache keeps it, so tokens and a customer's data never outlive the request on a shared computer.
 */
export function keepOutOfCaches(reply: FastifyReply): void {
  reply.header('Cache-Control', PERSONAL_ANSWER_CACHE_CONTROL);
}
