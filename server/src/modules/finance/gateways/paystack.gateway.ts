/**
 * Paystack (https://paystack.com/docs/api/transaction/): POST /transaction/initialize opens a
 * checkout, GET /transaction/verify/{reference} reports on it; both with the secret key as a
 * bearer token; POST /refund {transaction: reference} (https://paystack.com/docs/api/refund/) gives
 * a whole payment back, answering `{status: true, message: "Refund has been queued for
 * processing", data: {id, status, ...}}` or 400 `{status: false, message}` when it refuses. Answers are `{status: true, message, data}`; a transaction's `data` carries
 * status, amount (minor unit), currency, reference, gateway_response and paid_at. Anything else
 * (5xx, a timeout, a body of another shape) is GatewayUnavailableError: no conclusion is drawn.
 *
 * Mobile money goes through the Charge API (https://paystack.com/docs/payments/payment-channels/):
 * POST /charge {email, amount, currency, reference, mobile_money: {phone, provider}} answers
 * `{status: true, message: "Charge attempted", data: {reference, status, display_text}}`, where
 * data.status says the next step (pay_offline: the customer approves a prompt on the phone;
 * send_otp; pending; success; failed with gateway_response); GET /charge/{reference} ("check
 * pending charge") answers the same shape. Verify stays the word settlement goes by.
 */
import { GatewayUnavailableError, type ChargeAnswer, type MobileMoneyChargeRequest, type CheckoutRequest, type GatewayPayment, type GatewayPaymentStatus, type OpenedCheckout, type PaymentGateway, type RefundAnswer } from './gateway';

/** How long one call to Paystack may take before it counts as unanswered. */
export const PAYSTACK_TIMEOUT_MS = 15_000;

export interface PaystackSettings {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

function normaliseStatus(status: string): GatewayPaymentStatus {
  if (status === 'success' || status === 'failed' || status === 'abandoned' || status === 'reversed') return status;
  // pending, ongoing, processing, queued and any in-progress state Paystack adds later: "not
  // finished yet", never a success and never a final failure.
  return 'pending';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a Paystack transaction object (verify's `data`, or a webhook event's `data`). Throws
 * GatewayUnavailableError when a field settlement relies on is missing or of the wrong type.
 */
export function readPaystackTransaction(data: unknown): GatewayPayment {
  if (!isRecord(data)) throw new GatewayUnavailableError('Paystack transaction is not an object');
  const { reference, status, amount, currency, gateway_response: gatewayResponse, paid_at: paidAt } = data;
  if (typeof reference !== 'string' || !reference) throw new GatewayUnavailableError('Paystack transaction has no reference');
  if (typeof status !== 'string') throw new GatewayUnavailableError('Paystack transaction has no status');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw new GatewayUnavailableError('Paystack transaction amount is not a whole number');
  }
  if (typeof currency !== 'string') throw new GatewayUnavailableError('Paystack transaction has no currency');
  const paid = typeof paidAt === 'string' ? new Date(paidAt) : null;
  return {
    reference,
    status: normaliseStatus(status),
    amountPesewas: amount,
    currency,
    gatewayResponse: typeof gatewayResponse === 'string' ? gatewayResponse : null,
    paidAt: paid && !Number.isNaN(paid.getTime()) ? paid : null,
  };
}

/** Words of a charge that ended because its prompt expired unapproved. */
const TIMED_OUT_WORDS = /timed? ?out|expired/i;

/**
 * Reads the `data` of a charge answer. Throws GatewayUnavailableError when it is not one (no
 * status, or another reference than the one charged).
 */
export function readPaystackCharge(data: unknown, reference: string): ChargeAnswer {
  if (!isRecord(data) || typeof data.status !== 'string') throw new GatewayUnavailableError('Paystack answered a charge without a status');
  if (data.reference !== undefined && data.reference !== reference) {
    throw new GatewayUnavailableError('Paystack answered for a different charge than the one asked for');
  }
  const words = [data.display_text, data.gateway_response, data.message].find((w): w is string => typeof w === 'string' && w.length > 0) ?? null;
  const ended = words && typeof data.gateway_response === 'string' ? data.gateway_response : words;
  switch (data.status) {
    case 'success':
      return { reference, status: 'success', message: ended };
    case 'failed':
      return { reference, status: ended && TIMED_OUT_WORDS.test(ended) ? 'timed_out' : 'failed', message: ended };
    case 'abandoned':
      return { reference, status: 'timed_out', message: ended };
    default:
      // pay_offline, send_otp, pending, ongoing, processing...: waiting on the customer or the network.
      return { reference, status: 'pending', message: words };
  }
}

interface PaystackAnswer {
  httpStatus: number;
  body: Record<string, unknown> | null;
}

/** The Paystack adapter. `fetchImpl` defaults to the global fetch. */
export function createPaystackGateway(settings: PaystackSettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackAnswer> {
    let response: Response;
    let text: string;
    try {
      // One deadline covers connecting, the headers and the body.
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GatewayUnavailableError(
        timedOut ? `Paystack did not answer ${method} ${path} within ${timeoutMs} ms` : `Paystack could not be reached for ${method} ${path}`,
        { cause: error },
      );
    }
    if (response.status >= 500) {
      throw new GatewayUnavailableError(`Paystack answered ${method} ${path} with HTTP ${response.status}`);
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayUnavailableError(`Paystack answered ${method} ${path} with a body that is not JSON (HTTP ${response.status})`);
    }
    return { httpStatus: response.status, body: isRecord(parsed) ? parsed : null };
  }

  /**
   * A charge's answer: its `data` when it carries one (a refusal may come as a 4xx with the
   * charge's data); a 4xx with only Paystack's words ('Invalid phone number') is a failed charge.
   */
  function chargeAnswer(answer: PaystackAnswer, reference: string, what: string): ChargeAnswer {
    const message = typeof answer.body?.message === 'string' ? answer.body.message : null;
    if (isRecord(answer.body?.data) && typeof answer.body.data.status === 'string') return readPaystackCharge(answer.body.data, reference);
    // 401/403 are our keys, never the customer's charge.
    if ((answer.httpStatus === 400 || answer.httpStatus === 422) && answer.body?.status === false && message) {
      return { reference, status: 'failed', message };
    }
    throw new GatewayUnavailableError(`Paystack answered ${what} with HTTP ${answer.httpStatus}${message ? `: ${message}` : ''}`);
  }

  return {
    provider: 'paystack',
    publicKey: settings.publicKey,

    async initialize(request: CheckoutRequest): Promise<OpenedCheckout> {
      const answer = await call('POST', '/transaction/initialize', {
        email: request.email,
        amount: request.amountPesewas,
        currency: request.currency,
        reference: request.reference,
        channels: request.channels,
      });
      const data = answer.body?.data;
      if (answer.httpStatus !== 200 || answer.body?.status !== true || !isRecord(data)) {
        const said = typeof answer.body?.message === 'string' ? `: ${answer.body.message}` : '';
        throw new GatewayUnavailableError(`Paystack refused to open a checkout (HTTP ${answer.httpStatus})${said}`);
      }
      if (data.reference !== request.reference || typeof data.access_code !== 'string') {
        throw new GatewayUnavailableError('Paystack opened a checkout that does not match the request');
      }
      return { accessCode: data.access_code };
    },

    async verify(reference: string): Promise<GatewayPayment> {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const message = typeof answer.body?.message === 'string' ? answer.body.message : '';
      // Paystack answers an unknown reference with 400 (or 404) {status: false, message:
      // "Transaction reference not found"}.
      if ((answer.httpStatus === 400 || answer.httpStatus === 404) && answer.body?.status === false && /not found/i.test(message)) {
        return { reference, status: 'not_found', amountPesewas: null, currency: null, gatewayResponse: message, paidAt: null };
      }
      if (answer.httpStatus !== 200 || answer.body?.status !== true) {
        throw new GatewayUnavailableError(`Paystack refused to verify (HTTP ${answer.httpStatus})${message ? `: ${message}` : ''}`);
      }
      const payment = readPaystackTransaction(answer.body.data);
      if (payment.reference !== reference) {
        throw new GatewayUnavailableError('Paystack verified a different reference than the one asked for');
      }
      return payment;
    },

    async chargeMobileMoney(request: MobileMoneyChargeRequest): Promise<ChargeAnswer> {
      const answer = await call('POST', '/charge', {
        email: request.email,
        amount: request.amountPesewas,
        currency: request.currency,
        reference: request.reference,
        mobile_money: { phone: request.phone, provider: request.network },
      });
      return chargeAnswer(answer, request.reference, 'charge');
    },

    async checkCharge(reference: string): Promise<ChargeAnswer> {
      return chargeAnswer(await call('GET', `/charge/${encodeURIComponent(reference)}`), reference, 'check a charge');
    },

    async refund(reference: string, amountPesewas?: number): Promise<RefundAnswer> {
      // No amount: Paystack refunds the whole transaction, which is what a cancellation owes; an
      // amount (in the currency's subunit) gives back part of it (a booking that weighed less).
      const answer = await call('POST', '/refund', amountPesewas === undefined ? { transaction: reference } : { transaction: reference, amount: amountPesewas });
      const message = typeof answer.body?.message === 'string' ? answer.body.message : '';
      if (answer.httpStatus >= 200 && answer.httpStatus < 300 && answer.body?.status === true) {
        const data = answer.body.data;
        const id = isRecord(data) && (typeof data.id === 'number' || typeof data.id === 'string') ? String(data.id) : null;
        if (!id) throw new GatewayUnavailableError('Paystack accepted a refund without saying which');
        return { outcome: 'refunded', refundReference: id };
      }
      // A 4xx with Paystack's own words is a refusal staff can read; anything else says nothing.
      if (answer.httpStatus >= 400 && answer.body?.status === false && message) return { outcome: 'refused', message };
      throw new GatewayUnavailableError(`Paystack answered a refund with HTTP ${answer.httpStatus}${message ? `: ${message}` : ''}`);
    },
  };
}
