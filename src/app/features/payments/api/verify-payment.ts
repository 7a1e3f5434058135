/**
 * POST /finance/verify-payment/: asks the server to confirm the payment with the provider. Only the
 * server decides it is paid; a 400 carries a detail telling the customer what to do.
 */
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { VerifyResponse } from '@laundry-accra/domain/schemas/finance';

export const verifyPayment = (reference: string) =>
  apiRequest<VerifyResponse>('/finance/verify-payment/', { method: 'POST', body: { reference } });

export const verifyPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'verify-payment'],
  mutationFn: verifyPayment,
}));
