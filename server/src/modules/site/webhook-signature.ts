/**
 * Whether a request really comes from Sanity's webhook: the `sanity-webhook-signature` header
 * (`t=<ms>,v1=<HMAC-SHA256 of "<t>.<body>">`) checked with @sanity/webhook against the body's exact
 * bytes, and its time no more than five minutes from now, so a captured request cannot be replayed
 * later.
 */
import { decodeSignatureHeader, isSignatureError, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

export { SIGNATURE_HEADER_NAME };

/** How far the signature's time may be from the server's clock. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Why a webhook is refused, or null when it is genuine and fresh. */
export async function webhookRefusal(
  rawBody: string | undefined,
  header: string | string[] | undefined,
  secret: string | undefined,
  now = Date.now(),
): Promise<string | null> {
  if (!secret) return 'Webhooks are not accepted: SANITY_WEBHOOK_SECRET is not set.';
  if (typeof header !== 'string' || !header) return 'The request is not signed.';
  if (!rawBody) return 'The request has no body.';
  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(header).timestamp;
  } catch (error) {
    if (isSignatureError(error)) return 'The signature is malformed.';
    throw error;
  }
  if (!(await isValidSignature(rawBody, header, secret))) return 'The signature does not match.';
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return 'The signature is more than five minutes old.';
  return null;
}
