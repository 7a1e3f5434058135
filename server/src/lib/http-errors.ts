/**
 * Errors a service throws to answer with a DRF-style body: 400 `{field: ["message"]}` or
 * `{detail}`, 401/403/404 `{detail}`. Anything else becomes a 500 without a stack trace.
 */
import type { FieldErrors } from '@laundry-accra/domain/rules';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

/** 400 with field messages. */
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
/** 400 with one detail message. */
export const badRequestDetail = (detail: string) => new HttpError(400, { detail });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
