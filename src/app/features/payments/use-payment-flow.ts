/**
 * The steps of paying for a booking or subscription, from "Make Payment" to PAID:
 *
 *   idle --Make Payment--> starting --> offered (dialog: amount, reference, Confirm)
 *   offered --Confirm--> checkout (Paystack's window) | test-checkout (the sandbox's 'Test payment')
 *   checkout/test-checkout --paid--> verifying --server confirms--> paid
 *   offered --Cancel or close--> idle, quietly: nothing was started with the provider
 *   checkout/test-checkout closed or cancelled before paying --> idle, with 'The transaction was not completed.'
 *   a refusal --> 'Action Failed' (subscriptions) or an error toast (bookings), then idle
 *
 * Only the server's verify makes it paid; the browser never decides that on its own.
 */
import * as React from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { completeTestPaymentMutationAtom } from './api/complete-test-payment';
import { startPaymentMutationAtom } from './api/start-payment';
import { verifyPaymentMutationAtom } from './api/verify-payment';
import { openPaystackCheckout } from './paystack-checkout';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import type { PaymentTarget } from './api/start-payment';

/** The toasts of SPEC §8. */
export const PAYMENT_TOASTS = {
  confirmed: 'Payment Confirmed!',
  notCompleted: 'The transaction was not completed. Please try again.',
} as const;

/** One toast for the payment at a time: a new outcome replaces the last one. */
const TOAST_ID = 'payment';

/** Where the customer is in paying. */
export type PaymentStep =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'offered'; payment: PayResponse }
  | { name: 'checkout'; payment: PayResponse }
  | { name: 'test-checkout'; payment: PayResponse }
  | { name: 'verifying'; payment: PayResponse }
  | { name: 'paid' }
  | { name: 'failed'; detail: string };

export interface PaymentFlowOptions {
  target: PaymentTarget;
  /** Queries to refresh once paid (the route passes the bookings or subscriptions keys). */
  refreshKeys: readonly QueryKey[];
  /** Opens Paystack's checkout (tests hand in a stand-in for Paystack's window). */
  openCheckout?: typeof openPaystackCheckout;
}

export function usePaymentFlow({ target, refreshKeys, openCheckout = openPaystackCheckout }: PaymentFlowOptions) {
  const [step, setStep] = React.useState<PaymentStep>({ name: 'idle' });
  const queryClient = useAtomValue(queryClientAtom);
  const { mutateAsync: start } = useAtomValue(startPaymentMutationAtom);
  const { mutateAsync: verify } = useAtomValue(verifyPaymentMutationAtom);
  const { mutateAsync: completeTest } = useAtomValue(completeTestPaymentMutationAtom);
  const isSubscription = 'subscription' in target;

  const refresh = React.useCallback(
    () => Promise.all(refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [refreshKeys, queryClient],
  );

  const refuse = React.useCallback(
    (error: unknown) => {
      console.error('Payment failed', error);
      const detail = errorMessage(error);
      // A refusal may mean the screen is behind (paid meanwhile, e.g. in another tab), so the
      // screen catches up: at once for a booking (the toast outlives the button), after 'Go back'
      // for a subscription (refreshed to active, the detail would drop 'Action Failed' unread).
      if (isSubscription) {
        setStep({ name: 'failed', detail });
      } else {
        toast.error(detail, { id: TOAST_ID });
        setStep({ name: 'idle' });
        void refresh();
      }
    },
    [isSubscription, refresh],
  );

  const notCompleted = React.useCallback(() => {
    toast.error(PAYMENT_TOASTS.notCompleted, { id: TOAST_ID });
    setStep({ name: 'idle' });
  }, []);

  const confirmWithServer = React.useCallback(
    async (payment: PayResponse) => {
      setStep({ name: 'verifying', payment });
      try {
        await verify(payment.data.reference);
      } catch (error) {
        refuse(error);
        return;
      }
      toast.success(PAYMENT_TOASTS.confirmed, { id: TOAST_ID });
      setStep({ name: 'paid' });
      await refresh();
    },
    [verify, refuse, refresh],
  );

  /** 'Make Payment': starts the payment (or gets the one already started) and offers it. */
  const makePayment = React.useCallback(async () => {
    setStep({ name: 'starting' });
    try {
      setStep({ name: 'offered', payment: await start(target) });
    } catch (error) {
      refuse(error);
    }
  }, [start, target, refuse]);

  /** 'Confirm Booking' / 'Confirm Payment': opens the provider's checkout. */
  const confirm = React.useCallback(
    async (payment: PayResponse) => {
      if (payment.data.provider === 'sandbox') {
        setStep({ name: 'test-checkout', payment });
        return;
      }
      setStep({ name: 'checkout', payment });
      let result;
      try {
        result = await openCheckout(payment.data);
      } catch (error) {
        console.error('Payment window failed', error);
        toast.error(errorMessage(error));
        setStep({ name: 'idle' });
        return;
      }
      if (result === 'completed') await confirmWithServer(payment);
      else notCompleted();
    },
    [openCheckout, confirmWithServer, notCompleted],
  );

  /** 'Pay now' on the sandbox's test checkout. */
  const payTestCheckout = React.useCallback(
    async (payment: PayResponse) => {
      setStep({ name: 'verifying', payment });
      try {
        await completeTest({ reference: payment.data.reference, outcome: 'success' });
      } catch (error) {
        // 409: this test checkout was already completed (say, in another tab). Verify reads what
        // was recorded and answers for it.
        if (!(error instanceof ApiError && error.status === 409)) {
          refuse(error);
          return;
        }
      }
      await confirmWithServer(payment);
    },
    [completeTest, refuse, confirmWithServer],
  );

  return {
    step,
    makePayment,
    confirm,
    payTestCheckout,
    /** The customer closed the provider's checkout (or the test one) or cancelled it before paying. */
    cancel: notCompleted,
    /** Cancel or close on the first dialog: no payment was attempted, so it is not an error. */
    decline: () => setStep({ name: 'idle' }),
    /** 'Go back' from 'Action Failed'. */
    dismissFailure: () => {
      setStep({ name: 'idle' });
      void refresh();
    },
  };
}
