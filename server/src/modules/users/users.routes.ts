/** GET /api/users/me and PATCH /api/users/{id}: the signed-in customer's own profile. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { Profile, ProfileChanges, SignedInUser, UserIdParams } from '@laundry-accra/domain/schemas/users';

const signedIn = [{ bearer: [] }];

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in account, with its role and branch',
        security: signedIn,
        response: { 200: SignedInUser, 401: Detail },
      },
    },
    async (request) => app.profiles.forCustomer(request.user.id).me(),
  );

  app.patch(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change your own name, email, phone or notification choices',
        description:
          'Only your own id; any other id answers 404. Email addresses are unique ignoring case. A phone is a ' +
          "Ghana mobile number, stored as +233…; SMS go to it while sms_notifications is true.",
        security: signedIn,
        params: UserIdParams,
        body: ProfileChanges,
        response: { 200: Profile, 400: BadRequest, 401: Detail, 404: Detail },
      },
    },
    async (request) => app.profiles.forCustomer(request.user.id).updateProfile(request.params.id, request.body),
  );
};

export default usersRoutes;
