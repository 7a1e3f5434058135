/**
 * One error shape for the whole API (DRF style). Schema validation failures become
 * `{field: ["message"]}`: a field whose schema carries a message (x-message, the SPEC's form
 * messages) answers it for every way it fails, others a generic text. HttpError answers as
 * thrown; unknown errors are logged and answered 500 with a generic detail, never a stack trace.
 */
import { MESSAGE_KEYWORD } from '@laundry-accra/domain/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldOf(error: AjvError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const path = error.instancePath.replace(/^\//, '').split('/')[0];
  return path || 'non_field_errors';
}

function messageOf(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return `Must be of type ${String(error.params.type)}.`;
    case 'format':
      return error.params.format === 'uuid' ? 'Must be a valid UUID.' : `Must be a valid ${String(error.params.format)}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(error.params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(error.params.limit)}.`;
    case 'minLength':
      return error.params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(error.params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(error.params.limit)} characters.`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'Not a valid choice.';
    default:
      return error.message ? `${error.message[0].toUpperCase()}${error.message.slice(1)}.` : 'Invalid value.';
  }
}

/** ['number', 'string', 'null'] -> 'number, string or null'. */
const inWords = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words.join('');

const isUnion = (error: AjvError) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

/**
 * A value that matches no branch of a union (`"a" | "b"`, `string | null`) fails every branch and
 * then the union itself; the customer needs one message, not one per branch. The union's error
 * stays, worded from its branches: 'Not a valid choice.' for a set of values, 'Must be of type
 * string or null.' for a set of types.
 */
function withoutUnionBranches(errors: AjvError[]): AjvError[] {
  const unions = new Set(errors.filter(isUnion).map((error) => error.instancePath));
  return errors.flatMap((error) => {
    if (!unions.has(error.instancePath)) return [error];
    if (!isUnion(error)) return [];
    const branches = errors.filter((other) => other.instancePath === error.instancePath && !isUnion(other));
    const types = branches.filter((branch) => branch.keyword === 'type').map((branch) => String(branch.params.type));
    return types.length && types.length === branches.length ? [{ ...error, keyword: 'type', params: { type: inWords(types) } }] : [error];
  });
}

type RequestPart = 'body' | 'querystring' | 'params';
const requestParts: readonly string[] = ['body', 'querystring', 'params'] satisfies RequestPart[];

/** The message the route's schema gives `field` of `part`, if it gives one. */
function fieldMessage(request: FastifyRequest, part: RequestPart, field: string): string | undefined {
  const schema = request.routeOptions.schema?.[part] as
    | { properties?: Record<string, Record<string, unknown>> }
    | undefined;
  const message = schema?.properties?.[field]?.[MESSAGE_KEYWORD];
  return typeof message === 'string' ? message : undefined;
}

/** `{field: ["message"]}` for the Ajv errors of one part of the request. */
function fieldErrors(request: FastifyRequest, part: RequestPart, errors: AjvError[]): Record<string, string[]> {
  // A Map, so a field named '__proto__' (a hostile query key) is a field like any other.
  const body = new Map<string, string[]>();
  // A conditional rule's own error ('must match "else" schema') adds nothing to its branch's errors.
  for (const item of withoutUnionBranches(errors.filter((error) => error.keyword !== 'if'))) {
    const field = fieldOf(item);
    const messages = body.get(field) ?? [];
    body.set(field, messages);
    const message = fieldMessage(request, part, field) ?? messageOf(item);
    if (!messages.includes(message)) messages.push(message);
  }
  return Object.fromEntries(body);
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.headers(error.headers).status(error.statusCode).send(error.body);
    }
    if (error.validation) {
      const part = error.validationContext;
      const body =
        part && requestParts.includes(part)
          ? fieldErrors(request, part as RequestPart, error.validation as unknown as AjvError[])
          : {};
      if (part === 'params') {
        return reply.status(404).send({ detail: 'Not found.' });
      }
      return reply.status(400).send(Object.keys(body).length ? body : { detail: 'Invalid request.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: error.message });
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'JSON parse error.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported media type.'
            : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
});

/** The API's 404 for a path no route matches. */
export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ detail: 'Not found.' });
}
