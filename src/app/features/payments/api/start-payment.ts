/** POST /finance/pay/: "Make Payment" for a booking or a subscription. */
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentTarget, StartedPayment } from '../types';

export const startPayment = (target: PaymentTarget) =>
  apiRequest<StartedPayment>('/finance/pay/', { method: 'POST', body: target });

export const startPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'pay'],
  mutationFn: startPayment,
}));
