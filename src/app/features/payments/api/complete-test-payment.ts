/**
 * POST /finance/sandbox/{reference}/complete: the offline test checkout's "Pay now". It moves no
 * money; it tells the sandbox what the customer did, and verify then reads it like any provider.
 */
import { atomWithMutation } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { SandboxOutcome } from '@laundry-accra/domain/payments';
import type { SandboxCompleteResponse } from '@laundry-accra/domain/schemas/finance';
import type { Static } from '@sinclair/typebox';

export const completeTestPayment = ({ reference, outcome }: { reference: string; outcome: SandboxOutcome }) =>
  apiRequest<Static<typeof SandboxCompleteResponse>>(`/finance/sandbox/${encodeURIComponent(reference)}/complete`, {
    method: 'POST',
    body: { outcome },
  });

export const completeTestPaymentMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'sandbox-complete'],
  mutationFn: completeTestPayment,
}));
