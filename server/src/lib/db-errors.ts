/** Recognising PostgreSQL errors through the driver's and Drizzle's wrappers. */

/** SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE code of a database error, looking through `cause` wrappers; undefined otherwise. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
