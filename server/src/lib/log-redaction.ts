/**
 * What never reaches the logs: passwords, tokens and other secrets (by field name, and any JWT or
 * secret query parameter wherever it appears), email addresses (the first letter and the domain
 * stay) and phone numbers (the last three digits stay). Applied to each finished JSON line, so it
 * covers every field, message, error and URL, whoever logged it.
 */

/** A JSON string field whose name says it holds a secret. */
const SECRET_FIELD = /"([A-Za-z_]*(?:password|Password|token|Token|secret|Secret|authorization|cookie|access_code|accessCode)[A-Za-z_]*)":"(?:[^"\\]|\\.)*"/g;
/** A JSON Web Token (our access and refresh tokens). */
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]+/g;
/** A secret in a query string (unsubscribe links, reset links). */
const SECRET_PARAMETER = /([?&](?:token|code|key|signature)=)[^&"\s\\]+/gi;
/** An email address, also URL-encoded (%40) in a query string. */
const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
/**
 * A Ghanaian phone number, international (+233, 233, URL-encoded %2B233) or local (0XX XXX XXXX),
 * standing alone: not the middle of an id or a longer number.
 */
const PHONE = /((?<![0-9A-Za-z])\+|%2B|(?<![0-9A-Za-z]))(233|0)([235]\d)[\s-]?(\d{3})[\s-]?(\d)(\d{3})(?![0-9A-Za-z])/g;

/** The line with its secrets and personal details masked. */
export function redactLogLine(line: string): string {
  return line
    .replace(SECRET_FIELD, '"$1":"[redacted]"')
    .replace(JWT, '[token]')
    .replace(SECRET_PARAMETER, '$1[redacted]')
    .replace(EMAIL, '$1***$2$3')
    .replace(PHONE, (_match, plus: string | undefined, country: string, _net: string, _mid: string, _d: string, last: string) =>
      `${plus ?? ''}${country}*******${last}`,
    );
}

/** Something pino can write lines to. */
export interface LogDestination {
  write(line: string): unknown;
}

/** A destination that masks each line before handing it on (to stdout by default). */
export function redactingDestination(destination: LogDestination = process.stdout): LogDestination {
  return { write: (line: string) => destination.write(redactLogLine(line)) };
}
