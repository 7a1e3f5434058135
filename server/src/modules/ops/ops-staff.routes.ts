/** /api/ops/staff/: staff and admin accounts, for admins only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  Detail,
  IdParams,
  PageQuery,
  Paginated,
} from '@laundry-accra/domain/schemas/common';
import { StaffChangesBody, StaffInviteBody, StaffMember } from '@laundry-accra/domain/schemas/ops';
import { pageWindow, paginate } from '../../lib/pagination';
import { CANNOT_CHANGE_OWN_ACCESS } from './ops-staff.service';

const opsStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['ops'];
  const security = [{ bearer: [] }];
  const refused = { 401: Detail, 403: Detail };

  app.get(
    '/ops/staff/',
    {
      schema: {
        tags,
        security,
        summary: 'Staff and admin accounts, by name (admin only)',
        querystring: PageQuery,
        response: { 200: Paginated(StaffMember), 400: BadRequest, ...refused },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { count, results } = await app.staffAccounts.list(limit, offset);
      return paginate(request, request.query, count, results);
    },
  );

  app.post(
    '/ops/staff/',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone to the console (admin only)',
        description:
          'Creates the account without a usable password and emails a 6-digit code (valid 7 days) with a link to ' +
          '/app/welcome?token=… (a welcome naming who invited them, as what, where: POST /api/auth/invitation/); the invitee sets a password with POST /api/auth/reset-password.',
        body: StaffInviteBody,
        response: { 201: StaffMember, 400: BadRequest, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await app.staffAccounts.invite(request.staff, request.body)),
  );

  app.patch(
    '/ops/staff/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change an account's role, branch or active flag (admin only)",
        description: `Demoting or deactivating signs the account out everywhere at once. Your own account: 400 '${CANNOT_CHANGE_OWN_ACCESS}'`,
        params: IdParams,
        body: StaffChangesBody,
        response: { 200: StaffMember, 400: BadRequest, ...refused, 404: Detail },
      },
    },
    async (request) => app.staffAccounts.change(request.staff, request.params.id, request.body),
  );
};

export default opsStaffRoutes;
