/** POST /finance/pay/: "Make Payment" for a booking or a subscription. */
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';

/** What a payment is for: exactly one booking or one subscription (PayBody, one of its two ids). */
export type PaymentTarget = { booking: string } | { subscription: string };

export const startPayment = (target: PaymentTarget) =>
  apiRequest<PayResponse>('/finance/pay/', { method: 'POST', body: target });

export const startPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'pay'],
  mutationFn: startPayment,
}));
