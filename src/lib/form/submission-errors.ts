/**
 * What the API refused, as a form shows it. Kept out of the API client, which is on every
 * signed-in screen's path: only the screens with a form need this.
 */
import { FORM_ERROR } from './form-error';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * Turns a failed call into final-form submission errors: each field's first message on that
 * field, and anything else (a `detail`, a network failure) on the form as a whole. Field names
 * of the forms are the API's, so the message lands on the field that caused it.
 */
export function toSubmissionErrors(error: unknown, fields?: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError) {
    const byField = error.fieldErrors;
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(byField)) {
      if (!fields || fields.includes(field)) errors[field] = message;
      else unplaced.push(message);
    }
    const formMessage = error.detail ?? unplaced[0];
    if (formMessage) errors[FORM_ERROR] = formMessage;
    if (Object.keys(errors).length === 0) errors[FORM_ERROR] = error.message;
    return errors;
  }
  errors[FORM_ERROR] = errorMessage(error);
  return errors;
}
