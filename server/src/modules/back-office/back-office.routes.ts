/**
 * /api/ops/items/, /categories/, /packages/, /branches/: the back office's catalogue, admin only
 * (staff 403). No DELETE: archiving is `PATCH {is_active: false}`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsBranch,
  OpsBranchBody,
  OpsBranchChanges,
  OpsCategory,
  OpsCategoryBody,
  OpsCategoryChanges,
  OpsItem,
  OpsItemBody,
  OpsItemChanges,
  OpsItemsQuery,
  OpsPackage,
  OpsPackageBody,
  OpsPackageChanges,
} from '@laundry-accra/domain/schemas/back-office';
import { BadRequest, Detail, IdParams, PageQuery, Paginated } from '@laundry-accra/domain/schemas/common';
import type { Static } from '@sinclair/typebox';

type IdOfObject = Static<typeof IdParams>;
import type { TSchema } from '@sinclair/typebox';
import type { SignedInStaff } from '../ops/staff-access';
import { pageWindow, paginate } from '../../lib/pagination';

/** One editable kind's routes: list, create, change. */
interface KindRoutes {
  path: string;
  label: string;
  dto: TSchema;
  body: TSchema;
  changes: TSchema;
  list(query: Record<string, unknown>, limit: number, offset: number): Promise<{ count: number; results: unknown[] }>;
  create(admin: SignedInStaff, body: never): Promise<unknown>;
  change(admin: SignedInStaff, id: string, changes: never): Promise<unknown>;
  query?: TSchema;
}

const backOfficeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['back office'];
  const security = [{ bearer: [] }];
  const refused = { 401: Detail, 403: Detail };
  const office = app.backOffice;

  const kinds: KindRoutes[] = [
    {
      path: 'items',
      label: 'items of the price list',
      dto: OpsItem,
      body: OpsItemBody,
      changes: OpsItemChanges,
      query: OpsItemsQuery,
      list: (query, limit, offset) => office.listItems(query, limit, offset),
      create: office.createItem,
      change: office.changeItem,
    },
    {
      path: 'categories',
      label: 'categories of the price list',
      dto: OpsCategory,
      body: OpsCategoryBody,
      changes: OpsCategoryChanges,
      list: (_query, limit, offset) => office.listCategories(limit, offset),
      create: office.createCategory,
      change: office.changeCategory,
    },
    {
      path: 'packages',
      label: 'packages',
      dto: OpsPackage,
      body: OpsPackageBody,
      changes: OpsPackageChanges,
      list: (_query, limit, offset) => office.listPackages(limit, offset),
      create: office.createPackage,
      change: office.changePackage,
    },
    {
      path: 'branches',
      label: 'branches',
      dto: OpsBranch,
      body: OpsBranchBody,
      changes: OpsBranchChanges,
      list: (_query, limit, offset) => office.listBranches(limit, offset),
      create: office.createBranch,
      change: office.changeBranch,
    },
  ];

  await app.register(async (admin) => {
    admin.addHook('onRequest', app.requireAdmin);
    for (const kind of kinds) {
      admin.get(
        `/ops/${kind.path}/`,
        {
          schema: {
            tags,
            security,
            summary: `The ${kind.label}, archived ones too (admin only)`,
            querystring: kind.query ?? PageQuery,
            response: { 200: Paginated(kind.dto), 400: BadRequest, ...refused },
          },
        },
        async (request) => {
          const query = request.query as PageQuery;
          const { limit, offset } = pageWindow(query);
          const { count, results } = await kind.list(query as Record<string, unknown>, limit, offset);
          return paginate(request, query, count, results);
        },
      );
      admin.post(
        `/ops/${kind.path}/`,
        {
          schema: {
            tags,
            security,
            summary: `Add to the ${kind.label} (admin only; recorded in the audit trail)`,
            body: kind.body,
            response: { 201: kind.dto, 400: BadRequest, ...refused },
          },
        },
        async (request, reply) => reply.status(201).send(await kind.create(request.staff, request.body as never)),
      );
      admin.patch(
        `/ops/${kind.path}/:id`,
        {
          schema: {
            tags,
            security,
            summary: `Change one of the ${kind.label}; is_active false archives it (admin only; audited)`,
            params: IdParams,
            body: kind.changes,
            response: { 200: kind.dto, 400: BadRequest, ...refused, 404: Detail },
          },
        },
        async (request) => kind.change(request.staff, (request.params as IdOfObject).id, request.body as never),
      );
    }
  });
};

export default backOfficeRoutes;
