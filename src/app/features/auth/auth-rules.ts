/**
 * The sign-in screens' rules (SPEC §5) and how their answers become messages. The yup schemas
 * load with the first use of a form, not with the page: the screens are the first thing a new
 * customer opens, and yup alone would take a tenth of their JavaScript budget
 * (docs/decisions/008-app-pages-prerendered-and-split.md).
 */
import type * as yup from 'yup';
import { FORM_ERROR } from '@/lib/form/form-error';
import { toSubmissionErrors } from '@/lib/form/submission-errors';

type Forms = typeof import('@laundry-accra/domain/forms');

/** Messages by field name; FORM_ERROR holds the one for the whole form. */
export type AuthErrors = Record<string, string>;

export { FORM_ERROR };

let forms: Promise<Forms> | undefined;
/** Starts loading the rules (once); a failed load is tried again next time. */
export function loadAuthRules(): Promise<Forms> {
  forms ??= import('@laundry-accra/domain/forms').catch((error: unknown) => {
    forms = undefined;
    throw error;
  });
  return forms;
}

/** The values a schema accepts, cast by it, or the first message of each field it rejects. */
export async function checkValues<S extends yup.AnyObjectSchema>(
  pick: (forms: Forms) => S,
  values: unknown,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: AuthErrors }> {
  const loaded = await loadAuthRules();
  const result = loaded.validateWith(pick(loaded), values);
  if (result.ok) return result;
  return { ok: false, errors: Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0]])) };
}

/**
 * Validates, then sends; the messages to show, or undefined when it all went through. What the
 * API refuses lands on the field it names, or on the form.
 */
export async function submitChecked<S extends yup.AnyObjectSchema>(
  pick: (forms: Forms) => S,
  values: unknown,
  send: (valid: yup.InferType<S>) => Promise<unknown>,
): Promise<AuthErrors | undefined> {
  let fields: string[] = [];
  try {
    const checked = await checkValues(pick, values);
    if (!checked.ok) return checked.errors;
    fields = Object.keys(pick(await loadAuthRules()).fields);
    await send(checked.value);
    return undefined;
  } catch (error) {
    return toSubmissionErrors(error, fields);
  }
}
