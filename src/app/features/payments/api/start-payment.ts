/** POST /finance/pay/: "Make Payment" for a booking or a subscription. */
import { atomWithMutation } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';

/** What a payment is for: exactly one booking or one subscription (PayBody, one of its two ids). */
export type PaymentTarget = { booking: string } | { subscription: string };

export const startPayment = (target: PaymentTarget) =>
  data(api.POST('/api/finance/pay/', { body: target }));

export const startPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'pay'],
  mutationFn: startPayment,
}));
