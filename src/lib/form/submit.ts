/**
 * Form submission in one place: SPEC §5's rules run on submit (never while typing), and what the
 * API refuses comes back as messages on the same fields. Both reach final-form as submission
 * errors, so a form shows its own and the server's messages the same way.
 */
import type * as yup from 'yup';
import { toSubmissionErrors } from '@/lib/form/submission-errors';
import { validateWith } from '@laundry-accra/domain/forms';

export type SubmissionErrors = Record<string, string>;

/** The first message of each field the schema rejects, or undefined when the values pass. */
export function validateValues<S extends yup.AnyObjectSchema>(schema: S, values: unknown): SubmissionErrors | undefined {
  const result = validateWith(schema, values);
  if (result.ok) return undefined;
  return Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0]]));
}

/**
 * Validates, then sends. Returns the messages to show, or undefined when it all went through
 * (final-form's onSubmit contract). `send` gets the values as the schema cast them.
 */
export async function submitWith<S extends yup.AnyObjectSchema>(
  schema: S,
  values: unknown,
  send: (valid: yup.InferType<S>) => Promise<unknown>,
): Promise<SubmissionErrors | undefined> {
  const result = validateWith(schema, values);
  if (!result.ok) return Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0]]));
  try {
    await send(result.value);
    return undefined;
  } catch (error) {
    return toSubmissionErrors(error, Object.keys(schema.fields));
  }
}
