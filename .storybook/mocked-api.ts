/**
 * The API at the network level: one Mock Service Worker handler answers every /api request from
 * the story's `parameters.api` routes (the typed fixtures the jsdom tests serve too), and anything
 * they do not list with the API's own 404.
 */
import { delay, http, HttpResponse } from 'msw';
import { findRoute, replyOf, type ApiRoute } from '../src/testing/fixtures/api-routes';

export function apiHandler(routes: () => readonly ApiRoute[]) {
  return http.all(/\/api\//, async ({ request }) => {
    const url = new URL(request.url);
    const found = findRoute(routes(), request.method, url.pathname);
    if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const reply = replyOf(found.route, { params: found.params, query: url.searchParams, body });
    if (!reply) {
      // 'loading': the screen waits for ever.
      await delay('infinite');
      return HttpResponse.json(null);
    }
    const status = reply.status ?? 200;
    if (status === 204 || reply.body === undefined) return new HttpResponse(null, { status });
    return HttpResponse.json(reply.body as never, { status });
  });
}
