/**
 * The steps of paying for a booking or subscription, from "Make Payment" to PAID:
 *
 *   idle --Make Payment--> starting --> offered (dialog: amount, reference, card or mobile money, 'Pay GHC x')
 *   offered --Pay, card--> checkout (Paystack's window) | test-checkout (the sandbox's 'Test payment')
 *   offered --Pay, mobile money--> offered with a charge: sending --> pending ('Approve the prompt on
 *     your phone', asked again every few seconds) --> success: verifying | failed | timed_out (the
 *     dialog says so in words; 'Pay GHC x' tries again with a fresh charge)
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
import toast from '@/lib/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { completeTestPaymentMutationAtom } from './api/complete-test-payment';
import { startPaymentMutationAtom } from './api/start-payment';
import { chargeMobileMoneyMutationAtom, checkCharge, type Wallet } from './api/charge-mobile-money';
import { CHARGE_PATIENCE_MS } from '@laundry-accra/domain/mobile-money';
import type { ChargeResponse } from '@laundry-accra/domain/schemas/finance';
import { verifyPaymentMutationAtom } from './api/verify-payment';
import { openPaystackCheckout } from './paystack-checkout';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import type { PaymentTarget } from './api/start-payment';

/** The toasts of SPEC §8. */
export const PAYMENT_TOASTS = {
  confirmed: 'Payment Confirmed!',
  notCompleted: 'The transaction was not completed. Please try again.',
  chargeLeft: 'If you approve the prompt on your phone, the payment is confirmed as soon as your network tells us.',
} as const;

/** One toast for the payment at a time: a new outcome replaces the last one. */
const TOAST_ID = 'payment';

/** How often the dialog asks where a mobile money charge stands while its prompt waits. */
export const CHARGE_POLL_MS = 3_000;

/** A mobile money charge as the dialog shows it: being sent, or as the server last reported it. */
export type ChargeView =
  | { status: 'sending'; wallet: Wallet }
  | ({ status: Exclude<ChargeResponse['status'], 'success'>; wallet: Wallet } & Pick<ChargeResponse, 'reference' | 'amount' | 'message'>);

/** Where the customer is in paying. */
export type PaymentStep =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'offered'; payment: PayResponse; charge?: ChargeView }
  | { name: 'checkout'; payment: PayResponse }
  | { name: 'test-checkout'; payment: PayResponse }
  | { name: 'verifying'; payment: PayResponse; reference?: string }
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
  const { mutateAsync: charge } = useAtomValue(chargeMobileMoneyMutationAtom);
  const isSubscription = 'subscription' in target;
  // Each charge followed gets a number; closing the dialog, a new charge or leaving the screen
  // moves it on, which stops the one before from asking again.
  const following = React.useRef(0);
  React.useEffect(() => () => void (following.current += 1), []);

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
    async (payment: PayResponse, reference = payment.data.reference) => {
      setStep({ name: 'verifying', payment, reference });
      try {
        await verify(reference);
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

  /** 'Pay GHC x' with Card: opens the provider's checkout (the sandbox's test one offline). */
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

  /** Asks where the charge stands every CHARGE_POLL_MS until it ends, the customer leaves, or patience runs out. */
  const followCharge = React.useCallback(
    async (payment: PayResponse, pending: Extract<ChargeView, { reference: string }>, turn: number) => {
      const since = Date.now();
      const offer = (view: ChargeView) => {
        if (following.current === turn) setStep({ name: 'offered', payment, charge: view });
      };
      while (following.current === turn) {
        await new Promise((resolve) => setTimeout(resolve, CHARGE_POLL_MS));
        if (following.current !== turn) return;
        let answer: ChargeResponse | undefined;
        try {
          answer = await checkCharge(pending.reference);
        } catch (error) {
          // The provider did not answer this time (502): ask again at the next turn.
          if (!(error instanceof ApiError && error.status === 502)) {
            following.current += 1;
            refuse(error);
            return;
          }
        }
        if (following.current !== turn) return;
        if (answer?.status === 'success') {
          following.current += 1;
          await confirmWithServer(payment, answer.reference);
          return;
        }
        if (answer && answer.status !== 'pending') return offer({ ...pending, status: answer.status, message: answer.message });
        if (Date.now() - since > CHARGE_PATIENCE_MS) return offer({ ...pending, status: 'timed_out', message: null });
      }
    },
    [refuse, confirmWithServer],
  );

  /** 'Pay GHC x' with mobile money: charges the wallet, then follows the charge. */
  const payByMobileMoney = React.useCallback(
    async (payment: PayResponse, wallet: Wallet) => {
      following.current += 1;
      const turn = following.current;
      setStep({ name: 'offered', payment, charge: { status: 'sending', wallet } });
      let answer: ChargeResponse;
      try {
        answer = await charge({ target, wallet });
      } catch (error) {
        following.current += 1;
        refuse(error);
        return;
      }
      if (following.current !== turn) return;
      if (answer.status === 'success') {
        await confirmWithServer(payment, answer.reference);
        return;
      }
      const view = { status: answer.status, wallet, reference: answer.reference, amount: answer.amount, message: answer.message };
      setStep({ name: 'offered', payment, charge: view });
      if (answer.status === 'pending') await followCharge(payment, { ...view, status: 'pending' }, turn);
    },
    [charge, target, refuse, confirmWithServer, followCharge],
  );

  return {
    step,
    makePayment,
    confirm,
    payByMobileMoney,
    payTestCheckout,
    /** The customer closed the provider's checkout (or the test one) or cancelled it before paying. */
    cancel: notCompleted,
    /**
     * Cancel or close on the first dialog: not an error. A charge still waiting on the phone is
     * no longer followed here; if the customer approves it, the server settles it when the
     * provider tells it (its webhook, or the next Make Payment).
     */
    decline: () => {
      following.current += 1;
      if (step.name === 'offered' && step.charge?.status === 'pending') toast(PAYMENT_TOASTS.chargeLeft, { id: TOAST_ID });
      setStep({ name: 'idle' });
    },
    /** 'Go back' from 'Action Failed'. */
    dismissFailure: () => {
      setStep({ name: 'idle' });
      void refresh();
    },
  };
}
