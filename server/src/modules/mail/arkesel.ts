/**
 * SMS through Arkesel's v2 API: `POST {base}/api/v2/sms/send` with the account's key in the
 * `api-key` header and `{sender, message, recipients: ['233…']}` as JSON. Arkesel answers
 * `{"status": "success", "data": [{"recipient", "id"}]}` when it took the message, and
 * `{"status": "error", "message": …}` with a 4xx when it did not (422 for a number or sender it
 * will not take, 402 when the account's balance is spent, 401 for a wrong key).
 *
 * What a refusal means for a retry: a number Arkesel cannot deliver to stays undeliverable
 * (permanent); an empty balance is topped up by the business, and a 5xx, a timeout or a dropped
 * connection is a passing trouble (retried with the outbox's backoff).
 */

/** Where and as whom to send. */
export interface ArkeselOptions {
  baseUrl: string;
  apiKey: string;
  /** The sender name phones show (at most 11 characters, checked by config.ts). */
  senderId: string;
  /** How long one call may take before it counts as failed (ms). */
  timeoutMs: number;
}

/** A message Arkesel did not take; `permanent` when sending it again cannot work. */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsRefused';
  }
}

/** Sends one SMS; resolves with Arkesel's id of the message, or throws SmsRefused. */
export type SmsSender = (to: string, message: string) => Promise<{ id: string | null }>;

/** Words of Arkesel's refusals that mean the balance is spent (worth retrying once topped up). */
const BALANCE = /balance|credit/i;

/** The Arkesel sender: `to` is `+233…` or `233…`. */
export function arkeselSender({ baseUrl, apiKey, senderId, timeoutMs }: ArkeselOptions): SmsSender {
  const endpoint = new URL('/api/v2/sms/send', baseUrl).toString();
  return async (to, message) => {
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ sender: senderId, message, recipients: [to.replace(/^\+/, '')] }),
        signal,
      });
    } catch (error) {
      const timedOut = signal.aborted;
      throw new SmsRefused(
        timedOut ? `Arkesel did not answer within ${timeoutMs} ms` : `Arkesel could not be reached: ${(error as Error).message}`,
        false,
      );
    }
    const text = await response.text().catch(() => '');
    let body: { status?: unknown; message?: unknown; data?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // An HTML error page from a proxy: the status code says enough.
    }
    if (response.ok && body.status === 'success') {
      const [first] = Array.isArray(body.data) ? (body.data as { id?: unknown }[]) : [];
      return { id: typeof first?.id === 'string' ? first.id : null };
    }
    const said = typeof body.message === 'string' && body.message ? body.message : text.slice(0, 200) || 'no reason given';
    const reason = `Arkesel refused the SMS (${response.status}): ${said}`;
    if (response.status >= 500 || response.status === 429) throw new SmsRefused(reason, false);
    if (response.status === 402 || BALANCE.test(said)) throw new SmsRefused(reason, false);
    // A 2xx whose status is not 'success', a 422 (number, sender) or a 401 (key): sending the
    // same message again gets the same answer.
    throw new SmsRefused(reason, true);
  };
}
