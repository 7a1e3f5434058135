/**
 * POST /finance/verify-payment/: asks the server to confirm the payment with the provider. Only the
 * server decides it is paid; a 400 carries a detail telling the customer what to do.
 */
import { atomWithMutation } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';

export const verifyPayment = (reference: string) =>
  data(api.POST('/api/finance/verify-payment/', { body: { reference } }));

export const verifyPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'verify-payment'],
  mutationFn: verifyPayment,
}));
