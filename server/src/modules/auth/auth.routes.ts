/**
 * /api/auth: sign-up, sign-in, token refresh, sign-out, forgotten password. Sign-in, sign-up and
 * both reset calls are rate limited per IP and per email (plugins/rate-limit.ts), counted before
 * validation so attempts with an invalid body count too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { keepOutOfCaches } from '../../lib/cache';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import {
  ChangePasswordBody,
  ForgetPasswordBody,
  ForgetPasswordResponse,
  Invitation,
  InvitationBody,
  LoginBody,
  RefreshBody,
  ResetPasswordBody,
  SignupBody,
  SignupResponse,
  TokenPair,
} from '@laundry-accra/domain/schemas/auth';

const bodyField = (name: string) => (request: FastifyRequest) => (request.body as Record<string, unknown> | undefined)?.[name];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = app.accounts;
  const resets = app.passwordResets;
  const throttled = { 429: Detail };
  // Tokens, reset tokens and refusals of this module are for the caller only.
  app.addHook('onRequest', async (_request, reply) => keepOutOfCaches(reply));

  app.post(
    '/auth/signup/',
    {
      preValidation: app.throttle('signup', { accountOf: bodyField('email') }),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: SignupBody,
        response: { 201: SignupResponse, 400: BadRequest, ...throttled },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/auth/login/',
    {
      preValidation: app.throttle('login', { accountOf: bodyField('email') }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description: 'Any wrong email or password answers the same 401.',
        body: LoginBody,
        response: { 200: TokenPair, 400: BadRequest, 401: Detail, ...throttled },
      },
    },
    async (request) => auth.login(request.body),
  );

  app.post(
    '/auth/token/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair',
        description: 'The refresh token sent stops working; replaying it signs that account out everywhere.',
        body: RefreshBody,
        response: { 200: TokenPair, 400: BadRequest, 401: Detail },
      },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the refresh token stops working',
        body: RefreshBody,
        response: { 204: { type: 'null', description: 'Signed out' }, 400: BadRequest },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/change-password/',
    {
      onRequest: app.authenticate,
      preValidation: app.throttle('change-password', { accountOf: (request) => request.user?.id }),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Change my password',
        description:
          'The current password, then the new one twice. Signs the account out everywhere and answers a new token pair for this device. A wrong current password answers 400 on current_password.',
        body: ChangePasswordBody,
        response: { 200: TokenPair, 400: BadRequest, 401: Detail, ...throttled },
      },
    },
    async (request) => auth.changePassword(request.user.id, request.body),
  );

  app.post(
    '/auth/forget-password',
    {
      preValidation: app.throttle('forget-password', { accountOf: bodyField('email') }),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset code',
        description:
          'Always 200 with a token, whether or not the email has an account. For an account, a 6-digit code is emailed, valid 15 minutes, 5 tries.',
        body: ForgetPasswordBody,
        response: { 200: ForgetPasswordResponse, 400: BadRequest, ...throttled },
      },
    },
    async (request) => resets.forgetPassword(request.body),
  );

  app.post(
    '/auth/reset-password',
    {
      // The reset token stands for the email it was asked for.
      preValidation: app.throttle('reset-password', { accountOf: bodyField('token') }),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed code',
        description: 'Signs the account out everywhere. A wrong, used or expired code answers 400 with a detail.',
        body: ResetPasswordBody,
        response: { 200: Detail, 400: BadRequest, ...throttled },
      },
    },
    async (request) => resets.resetPassword(request.body),
  );

  app.post(
    '/auth/invitation/',
    {
      // The token stands for the invitee, as a reset token does.
      preValidation: app.throttle('invitation', { accountOf: bodyField('token') }),
      schema: {
        tags: ['auth'],
        summary: "A staff invitation, for its link's welcome page",
        description:
          "Who is invited, by whom, as what and where. The token (from the invitation email's link) is the permission; 404 once the invitation is used or expired. A POST, so the token stays out of access logs.",
        body: InvitationBody,
        response: { 200: Invitation, 400: BadRequest, 404: Detail, ...throttled },
      },
    },
    async (request) => resets.invitation(request.body.token),
  );
};

export default authRoutes;
