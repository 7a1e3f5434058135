/**
 * Response schemas of the API's error bodies (see plugins/errors.ts), for routes to list under
 * each status they can answer so the OpenAPI document shows them.
 */
import { Type } from '@sinclair/typebox';

/** `{detail: "…"}`: 401, 403, 404, 429 and 400s that are not about one field. */
export const Detail = Type.Object({ detail: Type.String() }, { description: 'What went wrong' });

/** `{field: ["message"]}`: 400 for input that breaks a rule. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Messages per field',
});

/** A 400 body: field messages or one detail. */
export const BadRequest = Type.Union([FieldErrors, Detail], { description: 'Field messages or one detail' });
