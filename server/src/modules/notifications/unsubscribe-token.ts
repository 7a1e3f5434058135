/**
 * The token of an email's unsubscribe link: the customer's id and an HMAC of it under the server's
 * secret, so the link works without signing in and cannot be made for someone else's account.
 * It never expires: an old email's link must still work (RFC 8058 asks for one-click to work).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '@laundry-accra/domain/rules';

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId.toLowerCase()}`).digest('base64url');

/** The token for `userId`'s links. */
export const unsubscribeToken = (secret: string, userId: string): string => `${userId}.${signature(secret, userId)}`;

/** The customer a token is for, or undefined when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (rest.length || !userId || !given || !UUID_PATTERN.test(userId)) return undefined;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId.toLowerCase() : undefined;
}
