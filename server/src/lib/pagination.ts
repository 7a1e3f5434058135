/**
 * DRF-style page-number pagination: `?page=&page_size=` (max 100) answered as
 * `{count, next, previous, results}` with absolute next/previous links.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Query string accepted by every list endpoint. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

/** Response schema of a paginated list of `item`. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });

/** limit/offset for a page query. */
export function pageWindow(query: PageQuery): { limit: number; offset: number; page: number; pageSize: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { limit: pageSize, offset: (page - 1) * pageSize, page, pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** Wraps one page of results with the count and links. */
export function paginate<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]) {
  const { page, pageSize } = pageWindow(query);
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < last ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, Math.min(page - 1, last)) : null,
    results,
  };
}
