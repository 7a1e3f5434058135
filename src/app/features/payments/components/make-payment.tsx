import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { usePaymentFlow, type PaymentFlowOptions } from '../use-payment-flow';
import { ActionFailedDialog } from './action-failed-dialog';
import { PaymentDialog } from './payment-dialog';
import { TestCheckoutDialog } from './test-checkout-dialog';

export interface MakePaymentProps extends PaymentFlowOptions {
  /** The button's words: 'Make Payment' (SPEC §4) unless a screen says otherwise ('Pay now'). */
  label?: string;
}

/**
 * 'Make Payment' for a booking or subscription, its dialogs, and the disabled green PAID button
 * once the server has confirmed the payment (until the refreshed detail takes over).
 */
export function MakePayment(props: MakePaymentProps) {
  const { step, makePayment, confirm, payByMobileMoney, payTestCheckout, cancel, decline, dismissFailure } = usePaymentFlow(props);
  const kind = 'booking' in props.target ? 'booking' : 'subscription';

  if (step.name === 'paid') {
    return (
      <Button variant="success" disabled>
        PAID
      </Button>
    );
  }
  const busy = step.name === 'starting' || step.name === 'checkout' || (step.name === 'verifying' && !isTestCheckout(step));
  return (
    <>
      <Button onClick={() => void makePayment()} loading={busy}>
        {props.label ?? 'Make Payment'}
      </Button>
      <PaymentDialog
        payment={step.name === 'offered' ? step.payment : null}
        charge={step.name === 'offered' ? step.charge : undefined}
        kind={kind}
        onPayByCard={(payment) => void confirm(payment)}
        onPayByMobileMoney={(payment, wallet) => void payByMobileMoney(payment, wallet)}
        onClose={decline}
      />
      <TestCheckoutDialog
        payment={isTestCheckout(step) ? step.payment : null}
        paying={step.name === 'verifying'}
        onPay={(payment) => void payTestCheckout(payment)}
        onCancel={cancel}
      />
      <ActionFailedDialog detail={step.name === 'failed' ? step.detail : null} onClose={dismissFailure} />
    </>
  );
}

/** The sandbox's dialog stays open while its payment is confirmed. */
function isTestCheckout(step: ReturnType<typeof usePaymentFlow>['step']): step is Extract<typeof step, { payment: unknown }> {
  return (step.name === 'test-checkout' || step.name === 'verifying') && step.payment.data.provider === 'sandbox';
}
