/**
 * The routes of a kind of record every customer keeps their own of (saved addresses, basket
 * entries): list, add, change and remove, and read one where the kind offers it. All need the
 * bearer token, and act only on the caller's records: the records are bound to the signed-in
 * customer before any is touched, so another customer's is simply not found (404).
 */
import {
  BadRequest,
  Detail,
  IdParams,
  PageQuery,
  Paginated,
} from '@laundry-accra/domain/schemas/common';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { pageWindow, paginate } from '../lib/pagination';

/** One customer's records of a kind, as the routes use them (bound to the customer already). */
export interface CustomerRecords<Shown, Body, Changes> {
  list(limit: number, offset: number): Promise<{ count: number; results: Shown[] }>;
  create(body: Body): Promise<Shown>;
  update(id: string, changes: Changes): Promise<Shown>;
  remove(id: string): Promise<void>;
}

/** What differs between two kinds of customer records. */
export interface CustomerRecordRoutes<
  Shown extends TSchema,
  Body extends TObject,
  Changes extends TObject,
  Records extends CustomerRecords<Static<Shown>, Static<Body>, Static<Changes>>,
> {
  /** The collection's path, with its trailing slash ('/address/'). */
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  /** A record as answered. */
  shown: Shown;
  /** What POST accepts. */
  body: Body;
  /** What PATCH accepts. */
  changes: Changes;
  /** The signed-in customer's records. */
  recordsOf(app: FastifyInstance, userId: string): Records;
  summaries: { list: string; create: string; update: string; remove: string };
  /** GET {path}{id}, for a kind that answers one record. */
  readOne?: { summary: string; read(records: Records, id: string): Promise<Static<Shown>> };
}

/** The plugin of routes for one kind of customer record. */
export function customerRecordRoutes<
  Shown extends TSchema,
  Body extends TObject,
  Changes extends TObject,
  Records extends CustomerRecords<Static<Shown>, Static<Body>, Static<Changes>>,
>(kind: CustomerRecordRoutes<Shown, Body, Changes, Records>): FastifyPluginAsync {
  const { path, shown, summaries, readOne } = kind;
  const one = `${path}:id`;
  const tags = [kind.tag];
  const security = [{ bearer: [] }];
  // The route types are spelt out: TypeBox's inference cannot see through these generic schemas.
  type Page = { Querystring: PageQuery };
  type One = { Params: { id: string } };

  return async (app) => {
    // onRequest rather than preHandler: a caller without a token gets 401 before any body or id check.
    app.addHook('onRequest', app.authenticate);

    app.get<Page>(
      path,
      {
        schema: {
          tags,
          security,
          summary: summaries.list,
          querystring: PageQuery,
          response: { 200: Paginated(shown), 400: BadRequest, 401: Detail },
        },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const { count, results } = await kind.recordsOf(app, request.user.id).list(limit, offset);
        return paginate(request, request.query, count, results);
      },
    );

    app.post<{ Body: Static<Body> }>(
      path,
      {
        schema: {
          tags,
          security,
          summary: summaries.create,
          body: kind.body,
          response: { 201: shown, 400: BadRequest, 401: Detail },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await kind.recordsOf(app, request.user.id).create(request.body as Static<Body>)),
    );

    if (readOne) {
      app.get<One>(
        one,
        {
          schema: {
            tags,
            security,
            summary: readOne.summary,
            params: IdParams,
            response: { 200: shown, 401: Detail, 404: Detail },
          },
        },
        async (request) => readOne.read(kind.recordsOf(app, request.user.id), request.params.id),
      );
    }

    app.patch<One & { Body: Static<Changes> }>(
      one,
      {
        schema: {
          tags,
          security,
          summary: summaries.update,
          params: IdParams,
          body: kind.changes,
          response: { 200: shown, 400: BadRequest, 401: Detail, 404: Detail },
        },
      },
      async (request) =>
        kind.recordsOf(app, request.user.id).update(request.params.id, request.body as Static<Changes>),
    );

    app.delete<One>(
      one,
      {
        schema: {
          tags,
          security,
          summary: summaries.remove,
          params: IdParams,
          response: { 204: Type.Null(), 401: Detail, 404: Detail },
        },
      },
      async (request, reply) => {
        await kind.recordsOf(app, request.user.id).remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
