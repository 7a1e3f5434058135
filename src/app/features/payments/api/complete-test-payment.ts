/**
 * POST /finance/sandbox/{reference}/complete: the offline test checkout's "Pay now". It moves no
 * money; it tells the sandbox what the customer did, and verify then reads it like any provider.
 */
import { atomWithMutation } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { SandboxOutcome } from '@laundry-accra/domain/payments';

export const completeTestPayment = ({ reference, outcome }: { reference: string; outcome: SandboxOutcome }) =>
  data(api.POST('/api/finance/sandbox/{reference}/complete', { params: { path: { reference } }, body: { outcome } }));

export const completeTestPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'sandbox-complete'],
  mutationFn: completeTestPayment,
}));
