/**
 * Runs a request body through one of the shared yup schemas (src/lib/rules.ts), so the API answers
 * with exactly the messages the app's forms show, and throws a DRF-style 400 when it fails.
 */
import type * as yup from 'yup';
import { validateWith } from '@laundry-accra/domain/forms';
import { badRequest } from './http-errors';

/** The cast, stripped value of `input`, or a thrown 400 `{field: [message]}`. */
export function validBody<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): yup.InferType<S> {
  const result = validateWith(schema, input);
  if (!result.ok) throw badRequest(result.errors);
  return result.value;
}
