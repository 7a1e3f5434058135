/**
 * An EmailJS-compatible sink for the site's contact and callback forms (the offline default:
 * `@emailjs/browser` is pointed at this API with init's origin):
 *
 * - POST /api/v1.0/email/send-form: multipart/form-data, the form's fields plus lib_version,
 *   service_id, template_id and user_id (what emailjs.sendForm posts);
 * - POST /api/v1.0/email/send: JSON {lib_version, user_id, service_id, template_id,
 *   template_params} (what emailjs.send posts).
 *
 * Like EmailJS, both answer 200 with the text "OK" and every error as plain text.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { MAX_FIELDS, MAX_FIELD_LENGTH } from './contact.service';

const Ok = { description: 'Received', content: { 'text/plain': { schema: Type.String({ examples: ['OK'] }) } } };
const Failure = (description: string) => ({ description, content: { 'text/plain': { schema: Type.String() } } });
const responses = { 200: Ok, 400: Failure('An EmailJS id is missing or a field is not text'), 413: Failure('Too many or too long fields'), 429: Failure('Too many messages; see Retry-After') };

const EmailJsIds = {
  lib_version: Type.Optional(Type.String()),
  service_id: Type.Optional(Type.String()),
  template_id: Type.Optional(Type.String()),
  user_id: Type.Optional(Type.String({ description: 'The EmailJS public key' })),
};

const SendBody = Type.Object({
  ...EmailJsIds,
  template_params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const SendFormBody = Type.Object(EmailJsIds, {
  additionalProperties: true,
  description: "The form's own fields (first_name, email, message, …) beside the EmailJS ids",
});

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // Contact forms carry a few short text fields and no files.
    limits: { fields: MAX_FIELDS + 4, fieldSize: MAX_FIELD_LENGTH * 4, files: 0, parts: MAX_FIELDS + 4 },
  });

  // EmailJS answers errors as text; so does this sink (only these routes: this plugin's scope).
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const detail = 'detail' in error.body ? String(error.body.detail) : 'The request is not valid.';
      return reply.headers(error.headers).status(error.statusCode).type('text/plain; charset=utf-8').send(detail);
    }
    if (error.validation) {
      return reply.status(400).type('text/plain; charset=utf-8').send(`The request is not valid: ${error.message}`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).type('text/plain; charset=utf-8').send(error.message);
    }
    request.log.error({ err: error }, 'contact form could not be received');
    return reply.status(500).type('text/plain; charset=utf-8').send('The message could not be received. Please try again.');
  });

  const contact = app.contactMessages;
  // Counted per IP and per sender address: each message sends that address a confirmation.
  const throttle = app.throttle('contact', {
    accountOf: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown; template_params?: { email?: unknown } } | undefined;
      return body?.email ?? body?.template_params?.email;
    },
  });
  const ok = 'OK';

  app.post(
    '/v1.0/email/send-form',
    {
      preHandler: throttle,
      schema: {
        tags: ['contact'],
        summary: 'Receive a contact or callback form (EmailJS sendForm)',
        consumes: ['multipart/form-data'],
        body: SendFormBody,
        response: responses,
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(400, { detail: 'The form must be sent as multipart/form-data.' });
      }
      const { service_id, template_id, user_id, ...fields } = request.body as Record<string, unknown>;
      await contact.receive({ serviceId: service_id, templateId: template_id, userId: user_id, fields });
      return reply.type('text/plain; charset=utf-8').send(ok);
    },
  );

  app.post(
    '/v1.0/email/send',
    {
      preHandler: throttle,
      schema: {
        tags: ['contact'],
        summary: 'Receive a form as JSON (EmailJS send)',
        body: SendBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { service_id, template_id, user_id, template_params } = request.body;
      await contact.receive({ serviceId: service_id, templateId: template_id, userId: user_id, fields: template_params ?? {} });
      return reply.type('text/plain; charset=utf-8').send(ok);
    },
  );
};

export default contactRoutes;
