/**
 * HTTP caching for public, rarely-changing responses (the catalogue): a weak ETag over the JSON
 * body and a short shared max-age; a matching If-None-Match gets 304 with no body.
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

/** Sends `payload` with an ETag, or 304 when the client already has it. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  return sendCacheableBody(request, reply, cacheableBody(payload));
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
