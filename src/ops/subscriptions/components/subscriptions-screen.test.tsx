import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsSubscriptionRowDto } from '@laundry-accra/domain/schemas/ops';
import { COUNTER_PAYMENT_MESSAGES } from '@laundry-accra/domain/counter-payment';
import { clerk, deferred, orderRow, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const inactive: OpsSubscriptionRowDto = {
  id: '5b000000-0000-4000-8000-000000000001',
  customer: orderRow().customer,
  package: { id: '5c000000-0000-4000-8000-000000000001', name: 'Gold' },
  price: '300.00',
  status: 'inactive',
  payment_status: 'unpaid',
  start_date: '2026-11-24',
  end_date: '2026-12-23',
  created_at: '2026-11-24T08:00:00.000Z',
};
const active: OpsSubscriptionRowDto = { ...inactive, id: '5b000000-0000-4000-8000-000000000002', package: { ...inactive.package, name: 'Silver' }, status: 'active', payment_status: 'paid' };

beforeEach(() => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('GET', '/api/ops/subscriptions', (request) => {
    const status = request.query.get('status');
    return { body: page([inactive, active].filter((subscription) => !status || subscription.status === status)) };
  });
});

const rowOf = async (packageName: string) => (await screen.findByRole('cell', { name: packageName })).closest('tr')!;

test('the status filter asks the API for that status', async () => {
  renderConsole('/ops/subscriptions');
  await rowOf('Silver');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');

  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Silver' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Gold' })).toBeInTheDocument();
  expect(api().requests.at(-1)?.query.get('status')).toBe('inactive');
});

test('Record payment on an inactive subscription sends the method, the price, the network and number, and the reference, with a spinner then a toast', async () => {
  const answer = deferred();
  api().on('POST', '/api/ops/subscriptions/:id/payments', async () => {
    await answer.promise;
    return { body: {} };
  });
  renderConsole('/ops/subscriptions');

  // Only an inactive subscription can be paid for at the counter.
  expect(within(await rowOf('Silver')).queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
  await userEvent.click(within(await rowOf('Gold')).getByRole('button', { name: /Record payment/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment for Ama Mensah' });
  expect(within(dialog).getByRole('textbox', { name: 'Amount (GHC)' })).toHaveValue('300.00');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'mobile_money');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Network' }), 'AirtelTigo Money');
  await userEvent.type(within(dialog).getByRole('textbox', { name: "Payer's number" }), '026 123 4567');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'MM-123');
  const submit = within(dialog).getByRole('button', { name: 'Record payment' });
  await userEvent.click(submit);

  await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  answer.resolve();
  expect(await screen.findByText('Success')).toBeInTheDocument();
  const payment = api().requests.find((request) => request.method === 'POST');
  expect(payment?.path).toBe(`/api/ops/subscriptions/${inactive.id}/payments`);
  expect(payment?.body).toEqual({ method: 'mobile_money', amount: '300.00', network: 'airteltigo', payer_phone: '026 123 4567', reference: 'MM-123' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("a refused payment shows the API's message", async () => {
  api().on('POST', '/api/ops/subscriptions/:id/payments', { status: 409, body: { detail: 'This subscription is already paid.' } });
  renderConsole('/ops/subscriptions');

  await userEvent.click(within(await rowOf('Gold')).getByRole('button', { name: /Record payment/ }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record payment' }));

  expect(await screen.findByText('This subscription is already paid.')).toBeInTheDocument();
});

test('an amount that is not cedis and pesewas is refused before anything is sent', async () => {
  renderConsole('/ops/subscriptions');

  await userEvent.click(within(await rowOf('Gold')).getByRole('button', { name: /Record payment/ }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByRole('textbox', { name: 'Amount (GHC)' });
  await userEvent.clear(amount);
  await userEvent.type(amount, '300 cedis');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

  expect(amount).toHaveAccessibleDescription(expect.stringContaining(COUNTER_PAYMENT_MESSAGES.amount));
  expect(api().requests.some((request) => request.method === 'POST')).toBe(false);
});
