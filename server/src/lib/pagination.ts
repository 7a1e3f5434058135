/**
 * DRF-style page-number pagination: `?page=&page_size=` (max 100) answered as
 * `{count, next, previous, results}` with absolute next/previous links (the schemas are the
 * domain package's PageQuery and Paginated).
 */
import { DEFAULT_PAGE_SIZE, type PageQuery } from '@laundry-accra/domain/schemas/common';
import type { FastifyRequest } from 'fastify';

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
