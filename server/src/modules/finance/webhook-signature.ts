/**
 * Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw request
 * body keyed with the secret key. Checked on the exact bytes received (a re-serialised JSON body
 * would not match) and compared in constant time, so the comparison leaks nothing about the
 * expected value.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Paystack sends for this body. */
export const signPaystackBody = (secretKey: string, rawBody: Buffer | string): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** True only when the header is exactly the body's signature under the secret key. */
export function isValidPaystackSignature(secretKey: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'utf8');
  const given = Buffer.from(header, 'utf8');
  // timingSafeEqual throws on different lengths; the length of a hex SHA-512 is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
