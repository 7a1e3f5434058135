import type { PaymentProvider } from '@laundry-accra/domain/payments';

/** What a payment is for: one booking or one subscription. */
export type PaymentTarget = { booking: string } | { subscription: string };

/** The answer of "Make Payment": what the checkout needs. */
export interface StartedPayment {
  /** 'Payment initiated' or 'Payment already initiated'. */
  message: string;
  data: {
    reference: string;
    /** In pesewas (price x 100). */
    amount: number;
    currency: string;
    email: string;
    provider: PaymentProvider;
    public_key: string | null;
    access_code: string | null;
  };
}

/** A payment the server confirmed as paid. */
export interface VerifiedPayment {
  message: string;
  data: {
    reference: string;
    payment_status: string;
    amount: number;
    currency: string;
    paid_at: string | null;
    /** The booking or subscription as it now reads (the screens refetch their own queries). */
    booking: { id: string } | null;
    subscription: { id: string } | null;
  };
}
