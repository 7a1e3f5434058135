/**
 * /api/finance: "Make Payment" (pay), verify, the sandbox's test checkout and Paystack's webhook.
 * Signed-in routes act only on the caller's own bookings, subscriptions and references (anything
 * else is 404). The webhook is signed by Paystack instead, checked on the raw request bytes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequestDetail, unauthorized } from '../../lib/http-errors';
import { noteInLog } from '../../lib/log-context';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { ChargeBody, ChargeParams, ChargeResponse, PayBody, PayResponse, SandboxCompleteBody, SandboxCompleteResponse, SandboxParams, VerifyBody, VerifyResponse } from '@laundry-accra/domain/schemas/finance';
import type { FinanceService } from './finance.service';
import { isValidPaystackSignature } from './webhook-signature';

const tags = ['finance'];
const security = [{ bearer: [] }];

/** Paystack's webhook, in its own scope so only this route sees the body as raw bytes. */
async function paystackWebhook(scope: FastifyInstance, service: FinanceService, secretKey: string | undefined) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  scope.post(
    '/finance/webhook/paystack',
    {
      schema: {
        tags,
        summary: "Paystack's events (signed with x-paystack-signature)",
        response: { 200: Detail, 400: Detail, 401: Detail },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Without a secret key (sandbox mode) no event can be genuine.
      if (!secretKey || !isValidPaystackSignature(secretKey, raw, request.headers['x-paystack-signature'])) {
        throw unauthorized('Invalid signature.');
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequestDetail('JSON parse error.');
      }
      // Settled before answering (a few milliseconds, no outbound call): if the database is down
      // the 500 makes Paystack deliver the event again, where answering first would lose it.
      const reference = (event as { data?: { reference?: unknown } })?.data?.reference;
      if (typeof reference === 'string' && reference.length <= 100) noteInLog({ paymentReference: reference });
      const result = await service.handlePaystackEvent(event);
      request.log.info({ event: (event as { event?: unknown })?.event, result }, 'paystack webhook');
      return reply.status(200).send({ detail: result });
    },
  );
}

const financeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.payments;
  // Each verify asks the gateway: a runaway client could otherwise spend the business's quota
  // with Paystack. Counted per customer (they are signed in), not per IP, as many phones share
  // a mobile network's address.
  const throttlePayments = app.throttle('payments', {
    accountOf: (request) => request.user?.id,
    perIp: false,
    perAccount: app.config.rateLimit.paymentsPerUser,
  });
  // The dialog asks where a mobile money charge stands every few seconds while the prompt waits
  // on the phone (about a minute): its own count, ten times the payments'.
  const throttleChargeChecks = app.throttle('charge-checks', {
    accountOf: (request) => request.user?.id,
    perIp: false,
    perAccount: app.config.rateLimit.paymentsPerUser * 10,
  });

  app.post(
    '/finance/pay/',
    {
      onRequest: app.authenticate,
      preValidation: throttlePayments,
      schema: {
        tags,
        security,
        summary: 'Start paying for a booking or subscription (or get the payment already started)',
        body: PayBody,
        response: { 200: PayResponse, 400: BadRequest, 404: Detail, 429: Detail, 502: Detail },
      },
    },
    async (request) => {
      const { booking, subscription } = request.body;
      if (Boolean(booking) === Boolean(subscription)) throw badRequestDetail('Give either a booking or a subscription to pay for.');
      const ref = booking ? ({ kind: 'booking', id: booking } as const) : ({ kind: 'subscription', id: subscription! } as const);
      const started = await service.forCustomer(request.user.id).startPayment(ref);
      noteInLog({ paymentReference: started.data.reference });
      request.log.info({ paymentReference: started.data.reference, [ref.kind]: ref.id }, 'payment started');
      return started;
    },
  );

  app.post(
    '/finance/verify-payment/',
    {
      onRequest: app.authenticate,
      preValidation: throttlePayments,
      schema: {
        tags,
        security,
        summary: 'Confirm a payment with the provider and settle it',
        body: VerifyBody,
        response: { 200: VerifyResponse, 400: BadRequest, 404: Detail, 429: Detail, 502: Detail },
      },
    },
    async (request) => {
      // Noted before the provider is asked: the settlement's own lines carry it too.
      noteInLog({ paymentReference: request.body.reference });
      const verified = await service.forCustomer(request.user.id).verifyPayment(request.body.reference);
      const orderNumber = verified.data.booking?.order_number;
      noteInLog({ orderNumber });
      request.log.info({ paymentReference: verified.data.reference, orderNumber }, 'payment verified');
      return verified;
    },
  );

  app.post(
    '/finance/charge/',
    {
      onRequest: app.authenticate,
      preValidation: throttlePayments,
      schema: {
        tags,
        security,
        summary: 'Pay for a booking or subscription by mobile money: charge the wallet (a prompt goes to the phone)',
        description:
          "The provider's Charge API: the answer is usually `pending` (the customer approves the prompt on the phone); " +
          'read where it stands with GET /finance/charge/{reference}/. A declined charge answers `failed` with the ' +
          "network's words. Only verify or the provider's webhook settle it.",
        body: ChargeBody,
        response: { 200: ChargeResponse, 400: BadRequest, 404: Detail, 429: Detail, 502: Detail },
      },
    },
    async (request) => {
      const { booking, subscription, mobile_money: wallet } = request.body;
      if (Boolean(booking) === Boolean(subscription)) throw badRequestDetail('Give either a booking or a subscription to pay for.');
      const ref = booking ? ({ kind: 'booking', id: booking } as const) : ({ kind: 'subscription', id: subscription! } as const);
      const charged = await service.forCustomer(request.user.id).chargeMobileMoney(ref, { phone: wallet.phone, network: wallet.provider });
      noteInLog({ paymentReference: charged.reference });
      request.log.info({ paymentReference: charged.reference, [ref.kind]: ref.id, status: charged.status }, 'mobile money charged');
      return charged;
    },
  );

  app.get(
    '/finance/charge/:reference/',
    {
      onRequest: app.authenticate,
      preValidation: throttleChargeChecks,
      schema: {
        tags,
        security,
        summary: 'Where my mobile money charge stands (asked of the provider; settled once it ended)',
        params: ChargeParams,
        response: { 200: ChargeResponse, 400: BadRequest, 404: Detail, 429: Detail, 502: Detail },
      },
    },
    async (request) => {
      noteInLog({ paymentReference: request.params.reference });
      return service.forCustomer(request.user.id).checkCharge(request.params.reference);
    },
  );

  if (app.paymentGateway.sandbox) {
    app.post(
      '/finance/sandbox/:reference/complete',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: "The sandbox's test checkout: pay (or fail) without moving money",
          params: SandboxParams,
          body: SandboxCompleteBody,
          response: { 200: SandboxCompleteResponse, 400: BadRequest, 404: Detail, 409: Detail },
        },
      },
      async (request) =>
        service.forCustomer(request.user.id).completeSandboxPayment(request.params.reference, request.body.outcome),
    );
  }

  await app.register(async (scope) => paystackWebhook(scope, service, app.config.paystack?.secretKey));
};

export default financeRoutes;
