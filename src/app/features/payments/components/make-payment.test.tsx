import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type PaystackPop from '@paystack/inline-js';
import { api as client, results } from '@/lib/api-client';
import { renderApp, signIn, setupTestApi, page } from '@/app/testing/render-app';
import { openPaystackCheckout } from '../paystack-checkout';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import { MakePayment } from './make-payment';

const api = setupTestApi();

const started = (overrides: Partial<PayResponse['data']> = {}, message = 'Payment initiated'): PayResponse => ({
  message,
  data: {
    reference: 'ADOM-3F9A1C07B2D45E68A1C0',
    amount: 125050,
    currency: 'GHS',
    email: 'ama@example.com',
    provider: 'sandbox',
    public_key: null,
    access_code: null,
    ...overrides,
  },
});

const verified = {
  message: 'Payment verified',
  data: { reference: 'ADOM-3F9A1C07B2D45E68A1C0', payment_status: 'paid', amount: 125050, currency: 'GHS', paid_at: '2030-01-15T10:00:00Z', booking: { id: 'k1' }, subscription: null },
};

/** A list on screen under the bookings key, to see that paying refreshes it. */
const listAtom = atomWithQuery(() => ({ queryKey: ['bookings'], queryFn: () => results(client.GET('/api/bookings/')) }));
function BookingsCount() {
  const { data } = useAtomValue(listAtom);
  return <p>{data ? `${data.length} bookings` : 'loading'}</p>;
}

const subscriptionsAtom = atomWithQuery(() => ({ queryKey: ['subscriptions'], queryFn: () => results(client.GET('/api/subscriptions/')) }));
function SubscriptionsCount() {
  const { data } = useAtomValue(subscriptionsAtom);
  return <p>{data ? `${data.length} subscriptions` : 'loading'}</p>;
}

const requestsTo = (path: string) => api().requests.filter((r) => r.path === path);

beforeEach(() => {
  signIn();
  api().on('GET', '/api/bookings/', { body: page([{ id: 'k1' }]) });
});

describe('paying for a booking with the sandbox', () => {
  it('Make Payment, Pay GHC x by card, Pay now: verified by the server, PAID, lists refreshed', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    api().on('POST', '/api/finance/sandbox/:reference/complete', { body: { reference: 'ADOM-3F9A1C07B2D45E68A1C0', outcome: 'success' } });
    api().on('POST', '/api/finance/verify-payment/', { body: verified });
    renderApp(
      <>
        <BookingsCount />
        <MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />
      </>,
    );
    await screen.findByText('1 bookings');

    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const offer = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(requestsTo('/api/finance/pay/')[0].body).toEqual({ booking: 'k1' });
    expect(offer).toHaveTextContent(/Amount\s*GHC\s1,250\.50/);
    expect(offer).toHaveTextContent('ADOM-3F9A1C07B2D45E68A1C0');

    await user.click(within(offer).getByRole('button', { name: /^Pay GHC/ }));
    const checkout = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(checkout).toHaveTextContent(/GHC\s1,250\.50/);
    expect(checkout).toHaveTextContent('No real money moves');

    await user.click(within(checkout).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment Confirmed!')).toBeInTheDocument();
    expect(requestsTo('/api/finance/sandbox/ADOM-3F9A1C07B2D45E68A1C0/complete')[0].body).toEqual({ outcome: 'success' });
    expect(requestsTo('/api/finance/verify-payment/')[0].body).toEqual({ reference: 'ADOM-3F9A1C07B2D45E68A1C0' });
    expect(screen.getByRole('button', { name: 'PAID' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/api/bookings/')).toHaveLength(2));
  });

  it("says when the payment was already started and can be completed now", async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started({}, 'Payment already initiated') });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const offer = await screen.findByRole('dialog', { name: 'Payment already initiated' });
    expect(offer).toHaveTextContent('You already started paying for this booking. Choose how to pay and complete it now.');
    expect(within(offer).getByRole('button', { name: /^Pay GHC/ })).toBeInTheDocument();
  });

  it("Cancel on the test checkout: 'not completed' toast, nothing verified, Make Payment again", async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The transaction was not completed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/api/finance/verify-payment/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('closing or cancelling the first dialog, before any payment started, is not an error', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await screen.findByRole('dialog', { name: 'Make Payment' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('The transaction was not completed. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it("a refused booking payment shows the server's detail and lets the customer try again", async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    api().on('POST', '/api/finance/sandbox/:reference/complete', { body: { reference: 'x', outcome: 'success' } });
    api().on('POST', '/api/finance/verify-payment/', { status: 400, body: { detail: 'The payment was not completed. Please press Make Payment to try again.' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      <>
        <BookingsCount />
        <MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />
      </>,
    );
    await screen.findByText('1 bookings');
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The payment was not completed. Please press Make Payment to try again.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Confirmed!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'PAID' })).not.toBeInTheDocument();
    // The screen catches up with whatever the server now says about the booking.
    await waitFor(() => expect(requestsTo('/api/bookings/')).toHaveLength(2));
  });

  it('a test checkout already completed elsewhere (409) is still verified, for what was recorded', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    api().on('POST', '/api/finance/sandbox/:reference/complete', { status: 409, body: { detail: 'This test payment was already completed.' } });
    api().on('POST', '/api/finance/verify-payment/', { body: verified });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment Confirmed!')).toBeInTheDocument();
    expect(requestsTo('/api/finance/verify-payment/')).toHaveLength(1);
  });
});

describe('paying by mobile money', () => {
  const charge = (status: string, reference: string, message: string | null = null) => ({
    body: { reference, amount: 125050, currency: 'GHS', status, message },
  });

  it('asks the network and number, waits on the prompt, says the refusal in words, then pays with another wallet', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    api().on('POST', '/api/finance/charge/', charge('pending', 'ADOM-000000000000000000C1'));
    api().on('GET', '/api/finance/charge/:reference/', charge('failed', 'ADOM-000000000000000000C1', 'Insufficient funds'));
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const offer = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(within(offer).getByRole('group', { name: 'Pay with' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('radio', { name: 'Mobile money' }));
    await user.click(within(offer).getByRole('radio', { name: 'AirtelTigo Money' }));
    await user.type(within(offer).getByLabelText('Mobile money number'), '+233 26 123 4567');
    await user.click(within(offer).getByRole('button', { name: 'Pay GHC\u00a01,250.50' }));

    expect(await within(offer).findByText('Approve the prompt on your phone')).toBeInTheDocument();
    expect(offer).toHaveTextContent(/AirtelTigo Money sent a request for GHC\s1,250\.50 to 026 123 4567\./);
    expect(requestsTo('/api/finance/charge/')[0].body).toEqual({ booking: 'k1', mobile_money: { phone: '+233 26 123 4567', provider: 'atl' } });
    expect(await within(offer).findByText('The payment did not go through', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(offer).toHaveTextContent('Your network said: Insufficient funds.');
    expect(requestsTo('/api/finance/verify-payment/')).toHaveLength(0);

    api().on('POST', '/api/finance/charge/', charge('pending', 'ADOM-000000000000000000C2'));
    api().on('GET', '/api/finance/charge/:reference/', charge('success', 'ADOM-000000000000000000C2'));
    api().on('POST', '/api/finance/verify-payment/', { body: verified });
    await user.click(within(offer).getByRole('button', { name: /^Pay GHC/ }));
    expect(await screen.findByText('Payment Confirmed!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(requestsTo('/api/finance/verify-payment/')[0].body).toEqual({ reference: 'ADOM-000000000000000000C2' });
    expect(screen.getByRole('button', { name: 'PAID' })).toBeDisabled();
  }, 20_000);

  it('checks the number before charging anything', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const offer = await screen.findByRole('dialog', { name: 'Make Payment' });
    await user.click(within(offer).getByRole('radio', { name: 'Mobile money' }));
    await user.type(within(offer).getByLabelText('Mobile money number'), '0123');
    await user.click(within(offer).getByRole('button', { name: /^Pay GHC/ }));
    expect(await within(offer).findByText('Choose your mobile money network.')).toBeInTheDocument();
    expect(within(offer).getByText('Enter a Ghana mobile number, like 024 123 4567.')).toBeInTheDocument();
    expect(requestsTo('/api/finance/charge/')).toHaveLength(0);
  });
});

describe('paying for a subscription', () => {
  it("shows a refusal under 'Action Failed' with 'Go back'", async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started() });
    api().on('POST', '/api/finance/sandbox/:reference/complete', { body: { reference: 'x', outcome: 'success' } });
    api().on('POST', '/api/finance/verify-payment/', {
      status: 400,
      body: { detail: 'Your payment was declined (Insufficient Funds). Please press Make Payment to try again, or use another card or mobile money wallet.' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<MakePayment target={{ subscription: 's1' }} refreshKeys={[['subscriptions']]} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    expect(requestsTo('/api/finance/pay/')[0].body).toEqual({ subscription: 's1' });
    await user.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay now' }));
    const failed = await screen.findByRole('dialog', { name: 'Action Failed' });
    expect(failed).toHaveTextContent('Your payment was declined (Insufficient Funds).');
    await user.click(within(failed).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it("an already active subscription: the server's detail under 'Action Failed'", async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { status: 400, body: { detail: 'This subscription is already active and paid for.' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().on('GET', '/api/subscriptions/', { body: page([{ id: 's1' }]) });
    renderApp(
      <>
        <SubscriptionsCount />
        <MakePayment target={{ subscription: 's1' }} refreshKeys={[['subscriptions']]} />
      </>,
    );
    await screen.findByText('1 subscriptions');
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const failed = await screen.findByRole('dialog', { name: 'Action Failed' });
    expect(failed).toHaveTextContent('This subscription is already active and paid for.');
    // The screen catches up only once the customer has read it and gone back.
    expect(requestsTo('/api/subscriptions/')).toHaveLength(1);
    await user.click(within(failed).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(requestsTo('/api/subscriptions/')).toHaveLength(2));
  });
});

describe('paying with Paystack', () => {
  /** A stand-in for Paystack's window that records what it was opened with and acts as told. */
  function paystackWindow(act: 'success' | 'cancel' | 'error') {
    const opened: Array<{ method: string; args: unknown[] }> = [];
    class StandInPop {
      newTransaction(options: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void; onError?: (e: { message: string }) => void }) {
        opened.push({ method: 'newTransaction', args: [options] });
        settle(options);
      }
      resumeTransaction(accessCode: string, callbacks: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void; onError?: (e: { message: string }) => void }) {
        opened.push({ method: 'resumeTransaction', args: [accessCode] });
        settle(callbacks);
      }
    }
    function settle(callbacks: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void; onError?: (e: { message: string }) => void }) {
      setTimeout(() => {
        if (act === 'success') callbacks.onSuccess?.({ reference: 'ADOM-3F9A1C07B2D45E68A1C0' });
        else if (act === 'cancel') callbacks.onCancel?.();
        else callbacks.onError?.({ message: 'Checkout could not load' });
      }, 0);
    }
    return { opened, load: async () => StandInPop as unknown as typeof PaystackPop };
  }

  it('resumes the transaction the server opened, then verifies: PAID', async () => {
    const user = userEvent.setup();
    const paystack = paystackWindow('success');
    api().on('POST', '/api/finance/pay/', { body: started({ provider: 'paystack', public_key: 'pk_test_1', access_code: 'ac_123' }) });
    api().on('POST', '/api/finance/verify-payment/', { body: verified });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} openCheckout={(p) => openPaystackCheckout(p, paystack.load)} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    expect(await screen.findByText('Payment Confirmed!')).toBeInTheDocument();
    expect(paystack.opened).toEqual([{ method: 'resumeTransaction', args: ['ac_123'] }]);
    expect(screen.getByRole('button', { name: 'PAID' })).toBeDisabled();
  });

  it('without an access code opens a new transaction with key, email, amount, GHS, the card channel and the reference', async () => {
    const paystack = paystackWindow('cancel');
    const result = await openPaystackCheckout(started({ provider: 'paystack', public_key: 'pk_test_1' }).data, paystack.load);
    expect(result).toBe('closed');
    expect(paystack.opened[0].method).toBe('newTransaction');
    expect(paystack.opened[0].args[0]).toMatchObject({
      key: 'pk_test_1',
      email: 'ama@example.com',
      amount: 125050,
      currency: 'GHS',
      channels: ['card'],
      reference: 'ADOM-3F9A1C07B2D45E68A1C0',
    });
  });

  it("closing Paystack's window: 'not completed' toast and no verify", async () => {
    const user = userEvent.setup();
    const paystack = paystackWindow('cancel');
    api().on('POST', '/api/finance/pay/', { body: started({ provider: 'paystack', public_key: 'pk_test_1', access_code: 'ac_123' }) });
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} openCheckout={(p) => openPaystackCheckout(p, paystack.load)} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    expect(await screen.findByText('The transaction was not completed. Please try again.')).toBeInTheDocument();
    expect(requestsTo('/api/finance/verify-payment/')).toHaveLength(0);
  });

  it('a checkout script that fails to load shows an error and leaves a working button', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/finance/pay/', { body: started({ provider: 'paystack', public_key: 'pk_test_1', access_code: 'ac_123' }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingLoad = () => Promise.reject(new Error('ChunkLoadError: Loading chunk failed'));
    renderApp(<MakePayment target={{ booking: 'k1' }} refreshKeys={[['bookings']]} openCheckout={(p) => openPaystackCheckout(p, failingLoad)} />);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Payment' })).getByRole('button', { name: /^Pay GHC/ }));
    expect(await screen.findByText('The payment window could not be loaded. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it("Paystack's own load error is shown too", async () => {
    const paystack = paystackWindow('error');
    await expect(openPaystackCheckout(started({ provider: 'paystack', access_code: 'ac_1' }).data, paystack.load)).rejects.toThrow(
      'The payment window could not be loaded: Checkout could not load',
    );
  });
});
