/** Shapes of /api/finance: starting a payment, verifying it, the sandbox checkout, the webhook. */
import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common';
import { PAYMENT_PROVIDERS, SANDBOX_OUTCOMES } from '../payments';
import { CHARGE_STATUSES, MOBILE_MONEY_NETWORK_IDS } from '../mobile-money';
import { PAYMENT_STATUSES } from '../statuses';
import { Booking } from './bookings';
import { Subscription } from './subscriptions';

/** Any reference a provider accepts (letters, digits, -, . and =), so ours and checkout's both pass. */
const PAYMENT_REFERENCE_PATTERN = '^[A-Za-z0-9.=-]{1,100}$';
const Reference = Type.String({ pattern: PAYMENT_REFERENCE_PATTERN, examples: ['ADOM-3F9A1C07B2D45E68A1C0'] });

/**
 * `{booking}` or `{subscription}`: exactly one (checked by the handler; an anyOf of two closed
 * objects would let Ajv's removeAdditional strip the second one's field while trying the first).
 */
export const PayBody = Type.Object(
  { booking: Type.Optional(Uuid), subscription: Type.Optional(Uuid) },
  { description: 'The booking or the subscription to pay for (exactly one)' },
);
export type PayBody = Static<typeof PayBody>;

/** What the browser's checkout needs. */
export const PayResponse = Type.Object({
  message: Type.String({ examples: ['Payment initiated', 'Payment already initiated'] }),
  data: Type.Object({
    reference: Type.String(),
    amount: Type.Integer({ description: 'Amount due in pesewas (price x 100)' }),
    currency: Type.String({ examples: ['GHS'] }),
    email: Type.String(),
    provider: Type.Union(PAYMENT_PROVIDERS.map((p) => Type.Literal(p))),
    public_key: Type.Union([Type.String(), Type.Null()], { description: "The provider's public key (null for the sandbox)" }),
    access_code: Type.Union([Type.String(), Type.Null()], { description: "The provider's checkout handle, when it opened one" }),
  }),
});
export type PayResponse = Static<typeof PayResponse>;

export const VerifyBody = Type.Object({ reference: Reference });
export type VerifyBody = Static<typeof VerifyBody>;

/** A settled payment, with the booking or subscription as it now reads (the same shape as their own routes). */
export const VerifyResponse = Type.Object({
  message: Type.String({ examples: ['Payment verified', 'Payment already verified'] }),
  data: Type.Object({
    reference: Type.String(),
    payment_status: Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s))),
    amount: Type.Integer({ description: 'Amount paid in pesewas' }),
    currency: Type.String(),
    paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    booking: Type.Union([Booking, Type.Null()]),
    subscription: Type.Union([Subscription, Type.Null()]),
  }),
});
export type VerifyResponse = Static<typeof VerifyResponse>;

export const SandboxParams = Type.Object({ reference: Reference });
export const SandboxCompleteBody = Type.Object({ outcome: Type.Union(SANDBOX_OUTCOMES.map((o) => Type.Literal(o))) });
export type SandboxCompleteBody = Static<typeof SandboxCompleteBody>;
export const SandboxCompleteResponse = Type.Object({
  reference: Type.String(),
  outcome: Type.Union(SANDBOX_OUTCOMES.map((o) => Type.Literal(o))),
});

/**
 * "Pay GHC x" by mobile money: the booking or the subscription (exactly one, as PayBody), and the
 * wallet to charge: its network and number (a Ghana mobile number, however it is typed).
 */
export const ChargeBody = Type.Object({
  booking: Type.Optional(Uuid),
  subscription: Type.Optional(Uuid),
  mobile_money: Type.Object({
    phone: Type.String({ minLength: 1, maxLength: 30, examples: ['024 123 4567'] }),
    provider: Type.Union(MOBILE_MONEY_NETWORK_IDS.map((n) => Type.Literal(n)), {
      description: "Paystack's network code: mtn (MTN MoMo), vod (Telecel Cash), atl (AirtelTigo Money)",
    }),
  }),
});
export type ChargeBody = Static<typeof ChargeBody>;

export const ChargeParams = Type.Object({ reference: Reference });

/** Where a mobile money charge stands: pending (approve the prompt), success, failed or timed_out. */
export const ChargeResponse = Type.Object({
  reference: Type.String(),
  amount: Type.Integer({ description: 'Amount charged in pesewas' }),
  currency: Type.String({ examples: ['GHS'] }),
  status: Type.Union(CHARGE_STATUSES.map((s) => Type.Literal(s))),
  message: Type.Union([Type.String(), Type.Null()], { description: "The provider's words ('Insufficient funds')" }),
});
export type ChargeResponse = Static<typeof ChargeResponse>;
