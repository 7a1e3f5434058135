/**
 * Validation of the site's forms, run on submit (SPEC §5) with the shared yup schemas of
 * @laundry-accra/domain/forms. The rules and yup (about 14 KB gzipped) load when a visitor starts filling in
 * a form, not with the page.
 */

/** The schemas of the site's forms, by their name in @laundry-accra/domain/forms. */
export type SiteFormSchema = 'contactSchema' | 'callbackSchema';

let rules: Promise<typeof import('@laundry-accra/domain/forms')> | undefined;

/** Loads the rules (once); call it as soon as a visitor focuses a form. */
export function loadRules() {
  rules ??= import('@laundry-accra/domain/forms');
  return rules;
}

/** final-form's submission errors, one message per field, or undefined when the values are valid. */
export async function submitErrors(schema: SiteFormSchema, values: Record<string, unknown>): Promise<Record<string, string> | undefined> {
  const { validateWith, ...schemas } = await loadRules();
  const result = validateWith(schemas[schema], values);
  if (result.ok) return undefined;
  return Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0]]));
}
