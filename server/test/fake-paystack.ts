/**
 * A local HTTP server that answers like Paystack's transaction API (as its documentation shows):
 * POST /transaction/initialize, GET /transaction/verify/{reference} and POST /refund, bearer secret
 * key required; and its Charge API for mobile money: POST /charge (pay_offline: a prompt waits on
 * the phone) and GET /charge/{reference}, until the test ends the charge (endCharge).
 * A test scripts what the "customer" did per reference (paid, declined, paid the wrong amount...)
 * or makes the server fail (5xx, no answer in time), and reads back the requests it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from './helper';

/** How verify answers for one reference. */
export type VerifyScript =
  | { kind: 'transaction'; status: string; amount?: number; currency?: string; gatewayResponse?: string }
  | { kind: 'http'; status: number; body?: unknown }
  | { kind: 'hang'; ms: number };

/**
 * How POST /refund answers for one transaction reference: queued (Paystack's success), refused
 * with Paystack's message (400), or an HTTP error.
 */
export type RefundScript =
  /** Refunds it, after `delayMs` when given (a slow provider). */
  | { kind: 'refund'; delayMs?: number }
  | { kind: 'refuse'; message: string }
  | { kind: 'http'; status: number };

interface Checkout {
  email: string;
  amount: number;
  currency: string;
  channels: unknown;
}

/** A mobile money charge received by POST /charge. */
export interface FakeCharge {
  email: string;
  amount: number;
  currency: string;
  mobileMoney: { phone: string; provider: string };
  /** Paystack's data.status: pay_offline until ended, then success or failed. */
  status: string;
  gatewayResponse: string | null;
}

export interface FakePaystack {
  /** Charges received through POST /charge, by reference. */
  charges: Map<string, FakeCharge>;
  /**
   * Ends a charge as the network would: approved (verify then reports it paid) or refused with
   * the network's words ('Declined', 'Insufficient funds', 'Transaction timed out').
   */
  endCharge(reference: string, outcome: 'success' | 'failed', gatewayResponse?: string): void;
  /** Makes the next POST /charge answer with this HTTP status and body. */
  failNextCharge(answer: { status: number; body?: unknown }): void;
  /** Base URL to put in PAYSTACK_BASE_URL. */
  url: string;
  secretKey: string;
  publicKey: string;
  /** Checkouts opened through initialize, by reference. */
  checkouts: Map<string, Checkout>;
  /** Every request received: method, path, authorization header. */
  requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  /** Scripts verify for a reference. Unscripted references answer like an unpaid checkout (abandoned). */
  script(reference: string, answer: VerifyScript): void;
  /** The customer paid in full: success with the checkout's own amount and currency. */
  pay(reference: string): void;
  /**
   * Scripts POST /refund for a reference. Unscripted: a paid reference is refunded once, then
   * refused as Paystack does ('Transaction has been fully reversed'); any other is not found.
   */
  scriptRefund(reference: string, answer: RefundScript): void;
  /** References refunded so far, in order. */
  refunded: string[];
  /** References a refund was asked for (refused or not), in order. */
  refundRequests: string[];
  /** Refunds of part of a transaction (POST /refund with an amount) that were queued, in order. */
  partialRefunds: Array<{ reference: string; amount: number }>;
  /** Makes the next initialize answer with this HTTP status (or never answer in time). */
  failNextInitialize(answer: { status: number } | { hangMs: number }): void;
  /** Makes the next initialize open its checkout, but answer only after `ms` (a slow provider). */
  slowNextInitialize(ms: number): void;
  /** Holds verify answers until `count` verify requests are waiting, then releases them together. */
  holdVerifies(count: number): void;
  /** The data object Paystack would send for this reference (verify's `data`, a webhook's `data`). */
  transactionData(reference: string, overrides?: Partial<Record<string, unknown>>): Record<string, unknown>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Starts the fake on a free local port. */
export async function startFakePaystack(): Promise<FakePaystack> {
  const secretKey = 'sk_test_fake_0123456789abcdef';
  const publicKey = 'pk_test_fake_0123456789abcdef';
  const checkouts = new Map<string, Checkout>();
  const scripts = new Map<string, VerifyScript>();
  const refundScripts = new Map<string, RefundScript>();
  const refunded: string[] = [];
  const requests: FakePaystack['requests'] = [];
  const refundRequests: string[] = [];
  const partialRefunds: FakePaystack['partialRefunds'] = [];
  let nextInitialize: { status: number } | { hangMs: number } | null = null;
  const charges = new Map<string, FakeCharge>();
  let nextCharge: { status: number; body?: unknown } | null = null;
  const chargeData = (reference: string) => {
    const charge = charges.get(reference)!;
    return charge.status === 'pay_offline'
      ? { reference, status: 'pay_offline', display_text: 'Please complete authorization process on your mobile phone' }
      : transactionData(reference, {
          status: charge.status,
          gateway_response: charge.gatewayResponse,
          paid_at: charge.status === 'success' ? '2030-01-15T10:00:00.000Z' : null,
        });
  };
  let initializeDelayMs = 0;
  let hold: { count: number; waiting: Array<() => void> } | null = null;
  const timers = new Set<NodeJS.Timeout>();
  let transactionId = 1000;

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  function transactionData(reference: string, overrides: Partial<Record<string, unknown>> = {}) {
    const checkout = checkouts.get(reference);
    transactionId += 1;
    return {
      id: transactionId,
      domain: 'test',
      status: 'success',
      reference,
      amount: checkout?.amount ?? 0,
      message: null,
      gateway_response: 'Successful',
      paid_at: '2030-01-15T10:00:00.000Z',
      created_at: '2030-01-15T09:59:00.000Z',
      channel: 'mobile_money',
      currency: checkout?.currency ?? 'GHS',
      ip_address: '127.0.0.1',
      metadata: '',
      fees: 0,
      customer: { id: 1, email: checkout?.email ?? 'customer@example.com', customer_code: 'CUS_test' },
      authorization: { channel: 'mobile_money', reusable: false },
      requested_amount: checkout?.amount ?? 0,
      ...overrides,
    };
  }

  function answerVerify(res: http.ServerResponse, reference: string) {
    const checkout = checkouts.get(reference);
    const script = scripts.get(reference);
    if (!checkout && !script) {
      return json(res, 400, { status: false, message: 'Transaction reference not found', meta: {}, type: 'validation_error', code: 'transaction_not_found' });
    }
    if (script?.kind === 'http') return json(res, script.status, script.body ?? { status: false, message: 'Internal server error' });
    if (script?.kind === 'hang') return later(script.ms, () => json(res, 200, { status: true, message: 'Verification successful', data: transactionData(reference) }));
    const data =
      script?.kind === 'transaction'
        ? transactionData(reference, {
            status: script.status,
            ...(script.amount !== undefined ? { amount: script.amount } : {}),
            ...(script.currency !== undefined ? { currency: script.currency } : {}),
            gateway_response: script.gatewayResponse ?? (script.status === 'success' ? 'Successful' : 'Declined'),
            paid_at: script.status === 'success' ? '2030-01-15T10:00:00.000Z' : null,
          })
        : charges.has(reference)
          ? transactionData(reference, { status: 'ongoing', gateway_response: null, paid_at: null })
          : transactionData(reference, { status: 'abandoned', gateway_response: 'The transaction was not completed', paid_at: null });
    return json(res, 200, { status: true, message: 'Verification successful', data });
  }

  async function answerRefund(res: http.ServerResponse, reference: string, amount?: number) {
    refundRequests.push(reference);
    const paid = scripts.get(reference);
    if (amount !== undefined && !refundScripts.has(reference) && !refunded.includes(reference)) {
      // Part of a paid transaction, never more than what is left of it (Paystack's own check).
      const total = paid?.kind === 'transaction' && paid.status === 'success' ? Number(transactionData(reference).amount) : 0;
      const before = partialRefunds.filter((r) => r.reference === reference).reduce((sum, r) => sum + r.amount, 0);
      if (!total || before + amount > total) {
        return json(res, 400, { status: false, message: 'Refund amount cannot be greater than transaction amount', type: 'validation_error', code: 'invalid_params' });
      }
      partialRefunds.push({ reference, amount });
      // What is left of it given back: the transaction is fully reversed.
      if (before + amount === total) refunded.push(reference);
      return json(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction: { reference }, amount, currency: 'GHS', status: 'pending', id: 4018000 + partialRefunds.length },
      });
    }
    // Without an amount Paystack refunds the whole transaction, which is more than it still holds
    // once part of it went back.
    const partlyRefunded = amount === undefined && partialRefunds.some((r) => r.reference === reference);
    const script: RefundScript =
      refundScripts.get(reference) ??
      (refunded.includes(reference)
        ? { kind: 'refuse', message: 'Transaction has been fully reversed' }
        : partlyRefunded
          ? { kind: 'refuse', message: 'Refund amount cannot be greater than transaction amount' }
        : paid?.kind === 'transaction' && paid.status === 'success'
          ? { kind: 'refund' }
          : { kind: 'refuse', message: 'Transaction not found' });
    if (script.kind === 'http') return json(res, script.status, { status: false, message: 'Internal server error' });
    if (script.kind === 'refuse') {
      return json(res, 400, { status: false, message: script.message, meta: { nextStep: 'Try again later' }, type: 'validation_error', code: 'invalid_params' });
    }
    if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
    refunded.push(reference);
    const transaction = transactionData(reference);
    return json(res, 200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { id: transaction.id, domain: 'test', reference, amount: transaction.amount, paid_at: transaction.paid_at, channel: transaction.channel, currency: transaction.currency },
        integration: 100032,
        deducted_amount: 0,
        channel: null,
        merchant_note: `Refund for transaction ${reference} by test@example.com`,
        customer_note: `Refund for transaction ${reference}`,
        status: 'pending',
        refunded_by: 'test@example.com',
        expected_at: '2030-01-25T10:00:00.000Z',
        currency: transaction.currency,
        domain: 'test',
        amount: transaction.amount,
        fully_deducted: false,
        id: 3018000 + refunded.length,
        createdAt: '2030-01-16T10:00:00.000Z',
        updatedAt: '2030-01-16T10:00:00.000Z',
      },
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return json(res, 401, { status: false, message: 'Invalid key' });
      }
      if (req.method === 'POST' && path === '/transaction/initialize') {
        const failure = nextInitialize;
        nextInitialize = null;
        if (failure && 'hangMs' in failure) return later(failure.hangMs, () => json(res, 500, { status: false, message: 'late' }));
        if (failure) return json(res, failure.status, { status: false, message: 'Something went wrong' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const reference = String(body.reference);
        if (checkouts.has(reference)) return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const delayMs = initializeDelayMs;
        initializeDelayMs = 0;
        // Paystack knows the checkout once it answers.
        return later(delayMs, () => {
          checkouts.set(reference, {
            email: String(body.email),
            amount: Number(body.amount),
            currency: String(body.currency ?? 'NGN'),
            channels: body.channels,
          });
          json(res, 200, {
            status: true,
            message: 'Authorization URL created',
            data: { authorization_url: `https://checkout.paystack.com/${reference}`, access_code: `ac_${reference}`, reference },
          });
        });
      }
      if (req.method === 'POST' && path === '/charge') {
        const failure = nextCharge;
        nextCharge = null;
        if (failure) return json(res, failure.status, failure.body ?? { status: false, message: 'Something went wrong' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
        const reference = String(body.reference);
        if (checkouts.has(reference) || charges.has(reference)) return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        // verify reads the charge like any transaction of ours.
        checkouts.set(reference, { email: String(body.email), amount: Number(body.amount), currency: String(body.currency), channels: ['mobile_money'] });
        charges.set(reference, {
          email: String(body.email),
          amount: Number(body.amount),
          currency: String(body.currency),
          mobileMoney: body.mobile_money,
          status: 'pay_offline',
          gatewayResponse: null,
        });
        return json(res, 200, { status: true, message: 'Charge attempted', data: chargeData(reference) });
      }
      const checked = /^\/charge\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && checked) {
        const reference = decodeURIComponent(checked[1]);
        if (!charges.has(reference)) return json(res, 400, { status: false, message: 'Charge not found' });
        return json(res, 200, { status: true, message: 'Reference check successful', data: chargeData(reference) });
      }
      const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        const reference = decodeURIComponent(verify[1]);
        if (hold) {
          const current = hold;
          current.waiting.push(() => answerVerify(res, reference));
          if (current.waiting.length >= current.count) {
            hold = null;
            for (const release of current.waiting) release();
          }
          return undefined;
        }
        return answerVerify(res, reference);
      }
      if (req.method === 'POST' && path === '/refund') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        void answerRefund(res, String(body.transaction), typeof body.amount === 'number' ? body.amount : undefined);
        return undefined;
      }
      return json(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publicKey,
    checkouts,
    charges,
    endCharge: (reference, outcome, gatewayResponse) => {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`no charge ${reference}`);
      charge.status = outcome;
      charge.gatewayResponse = gatewayResponse ?? (outcome === 'success' ? 'Approved' : 'Declined');
      scripts.set(reference, { kind: 'transaction', status: outcome, gatewayResponse: charge.gatewayResponse });
    },
    failNextCharge: (answer) => {
      nextCharge = answer;
    },
    requests,
    script: (reference, answer) => scripts.set(reference, answer),
    pay: (reference) => scripts.set(reference, { kind: 'transaction', status: 'success' }),
    scriptRefund: (reference, answer) => refundScripts.set(reference, answer),
    refunded,
    refundRequests,
    partialRefunds,
    slowNextInitialize: (ms) => {
      initializeDelayMs = ms;
    },
    failNextInitialize: (answer) => {
      nextInitialize = answer;
    },
    holdVerifies: (count) => {
      hold = { count, waiting: [] };
    },
    transactionData,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The settings that point the API at this fake Paystack, with a gateway timeout long enough for a
 * cold first request on a busy machine and short enough for the timeout tests.
 */
export const paystackEnv = (paystack: FakePaystack): Record<string, string> => ({
  PAYSTACK_SECRET_KEY: paystack.secretKey,
  PAYSTACK_PUBLIC_KEY: paystack.publicKey,
  PAYSTACK_BASE_URL: paystack.url,
  PAYSTACK_TIMEOUT_MS: '1500',
});

/**
 * Pays a booking's current amount through the local Paystack as the app does (Make Payment, the
 * customer pays, verify); answers the payment's reference and amount (pesewas).
 */
export async function payBookingOnline(
  app: Parameters<typeof call>[0],
  paystack: FakePaystack,
  token: string,
  booking: string,
): Promise<{ reference: string; amount: number }> {
  const started = await call(app, 'POST', '/api/finance/pay/', { token, body: { booking } });
  expect(started.status).toBe(200);
  const reference = started.json.data.reference as string;
  paystack.pay(reference);
  expect((await call(app, 'POST', '/api/finance/verify-payment/', { token, body: { reference } })).status).toBe(200);
  return { reference, amount: started.json.data.amount as number };
}
