/**
 * Picks the payment provider from the configuration: Paystack when its keys are set, otherwise the
 * offline sandbox (which refuses production, so a production deploy without keys stops at start).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentGateway } from './gateway';
import { createPaystackGateway } from './paystack.gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox.gateway';

/** The configured gateway; `sandbox` is set when it is the sandbox (for its test checkout route). */
export function createPaymentGateway(config: Config, db: Db): { gateway: PaymentGateway; sandbox: SandboxGateway | null } {
  if (config.paystack) return { gateway: createPaystackGateway(config.paystack), sandbox: null };
  const sandbox = createSandboxGateway(db, config.nodeEnv);
  return { gateway: sandbox, sandbox };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway; `sandbox` is set when it is the sandbox. */
    paymentGateway: { gateway: PaymentGateway; sandbox: SandboxGateway | null };
  }
}

/** Decorates `app.paymentGateway` from the configuration. */
export const paymentGatewayPlugin = fp(
  async function paymentGateway(app: FastifyInstance) {
    app.decorate('paymentGateway', createPaymentGateway(app.config, app.db));
  },
  { name: 'payment-gateway', dependencies: ['database'] },
);
