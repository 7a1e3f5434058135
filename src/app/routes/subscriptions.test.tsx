import * as React from 'react';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { deferred, page, renderApp, signIn, setupTestApi, spinner } from '../testing/render-app';
import { AddSubscriptionRoute } from './add-subscription';
import { SubscriptionDetailRoute } from './subscription-detail';
import { SubscriptionsRoute } from './subscriptions';

const api = setupTestApi();

const family = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Family Bundle',
  price: '450.00',
  quantity: 40,
  description: 'Up to 40 items a month\nFree pickup and delivery\n\nIroning included',
  image: null,
};
const light = { ...family, id: '66666666-6666-4666-8666-666666666666', name: 'Something Light', price: '15.00' };
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  user: 'u1',
  package: { id: family.id, name: 'Family Bundle', price: '450.00' },
  price: '450.00',
  total_items: 40,
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  status: 'inactive',
  ...overrides,
});

beforeEach(() => signIn());

it("lists 'Your Subscriptions' with price, 'Ends on' date and status, each linking to its detail", async () => {
  api().on('GET', '/api/subscriptions/', { body: page([subscription(), subscription({ id: 's2', status: 'active' })]) });
  renderApp(<SubscriptionsRoute />);
  const list = await screen.findByRole('list', { name: 'Subscriptions' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent(/GHC\s450\.00 · Ends on March 31, 2030/);
  expect(within(rows[0]).getByText('Inactive')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: 'Family Bundle' })).toHaveAttribute('href', '/app/subscriptions/s2');
});

it('shows the loading, empty and error states', async () => {
  const answer = deferred();
  api().on('GET', '/api/subscriptions/', async () => {
    await answer.promise;
    return { body: page([]) };
  });
  const { unmount } = renderApp(<SubscriptionsRoute />);
  expect(spinner('Loading your subscriptions')).toBeInTheDocument();
  answer.resolve();
  expect(await screen.findByText('YOU HAVE NO SUBSCRIPTIONS YET.')).toBeInTheDocument();
  unmount();
  api().on('GET', '/api/subscriptions/', { status: 500, body: { detail: 'Database unavailable' } });
  renderApp(<SubscriptionsRoute />);
  expect(await screen.findByText('We could not load your subscriptions.')).toBeInTheDocument();
});

it("opens 'Subscribe to a Package' with each package's price and a Details link", async () => {
  api().on('GET', '/api/subscriptions/', { body: page([]) });
  api().on('GET', '/api/packages/', { body: page([family, light]) });
  renderApp(<SubscriptionsRoute />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to a Package' });
  expect(await within(dialog).findByText(/GHC\s450\.00\/month/)).toBeInTheDocument();
  expect(within(dialog).getByText(/GHC\s15\.00\/kg/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Details of Family Bundle' })).toHaveAttribute(
    'href',
    `/app/subscriptions/add-subscription/${family.id}`,
  );
  expect(api().requests.find((r) => r.path === '/api/packages/')?.headers.authorization).toBeUndefined();
});

it("shows a package's description as a list and subscribes with a toast", async () => {
  api().on('GET', '/api/packages/:id', { body: family });
  api().on('POST', '/api/subscriptions/', (req) => ({ status: 201, body: subscription({ id: 's9', package: { ...family }, ...req.body }) }));
  renderApp(<AddSubscriptionRoute id={family.id} />);
  expect(await screen.findByRole('heading', { name: 'Family Bundle' })).toBeInTheDocument();
  const lines = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
  expect(lines).toEqual(['Up to 40 items a month', 'Free pickup and delivery', 'Ironing included']);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('You have Subscribed to the Family Bundle Package! Pay to activate it.')).toBeInTheDocument();
  expect(api().requests.find((r) => r.method === 'POST')?.body).toEqual({ package: family.id });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/subscriptions/s9'));
});

it("shows the server's reason when subscribing fails", async () => {
  api().on('GET', '/api/packages/:id', { body: family });
  api().on('POST', '/api/subscriptions/', { status: 400, body: { detail: 'You already have an active subscription to this package.' } });
  renderApp(<AddSubscriptionRoute id={family.id} />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('You already have an active subscription to this package.')).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
});

it('shows the subscription detail, PAID once active', async () => {
  api().on('GET', '/api/subscriptions/:id', { body: subscription({ status: 'active' }) });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(await screen.findByRole('button', { name: 'PAID' })).toBeDisabled();
  expect(screen.getByText('Family Bundle')).toBeInTheDocument();
  expect(screen.getByText('March 31, 2030')).toBeInTheDocument();
});

it('shows an unpaid subscription without PAID, and a failed load as an error', async () => {
  api().on('GET', '/api/subscriptions/:id', (req) => (req.params.id === 's1' ? { body: subscription() } : { status: 404, body: { detail: 'Not found.' } }));
  const { unmount } = renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(await screen.findByText('Inactive')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'PAID' })).not.toBeInTheDocument();
  unmount();
  renderApp(<SubscriptionDetailRoute id="gone" />);
  expect(await screen.findByText('We could not load this subscription.')).toBeInTheDocument();
});

it('shows a spinner while the subscription loads', async () => {
  const answer = deferred();
  api().on('GET', '/api/subscriptions/:id', async () => {
    await answer.promise;
    return { body: subscription({ status: 'active' }) };
  });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(spinner('Loading the subscription')).toBeInTheDocument();
  expect(screen.queryByText('Family Bundle')).not.toBeInTheDocument();
  answer.resolve();
  expect(await screen.findByText('Family Bundle')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows a spinner while the package loads, then its details', async () => {
  const answer = deferred();
  api().on('GET', '/api/packages/:id', async () => {
    await answer.promise;
    return { body: family };
  });
  renderApp(<AddSubscriptionRoute id={family.id} />);
  expect(spinner('Loading the package')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  answer.resolve();
  expect(await screen.findByRole('heading', { name: 'Family Bundle' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows a package that could not load as an error, without Subscribe', async () => {
  api().on('GET', '/api/packages/:id', { status: 404, body: { detail: 'Not found.' } });
  renderApp(<AddSubscriptionRoute id="gone" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this package.');
  expect(alert).toHaveTextContent('Not found.');
  expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
});

describe("'Subscribe to a Package' dialog", () => {
  beforeEach(() => api().on('GET', '/api/subscriptions/', { body: page([]) }));

  const openDialog = async () => {
    renderApp(<SubscriptionsRoute />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Subscription' }));
    return screen.findByRole('dialog', { name: 'Subscribe to a Package' });
  };

  it('shows a spinner while the packages load', async () => {
    const answer = deferred();
    api().on('GET', '/api/packages/', async () => {
      await answer.promise;
      return { body: page([family]) };
    });
    const dialog = await openDialog();
    expect(dialog).toContainElement(spinner('Loading the packages'));
    answer.resolve();
    expect(await within(dialog).findByRole('link', { name: 'Details of Family Bundle' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'NO PACKAGES AVAILABLE.' when there are none", async () => {
    api().on('GET', '/api/packages/', { body: page([]) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('NO PACKAGES AVAILABLE.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains a failed load and loads the packages again on Try Again', async () => {
    let calls = 0;
    api().on('GET', '/api/packages/', () => (++calls <= 4 ? { status: 500, body: { detail: 'Database unavailable' } } : { body: page([family]) }));
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the packages.');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('link', { name: 'Details of Family Bundle' })).toBeInTheDocument();
    expect(calls).toBe(5);
  });
});

it("shows 'N of M items left until {date}' with a bar while a paid month runs", async () => {
  api().on('GET', '/api/subscriptions/:id', {
    body: subscription({ status: 'active', period_start: '2030-03-01', period_end: '2030-03-31', allowance: 40, used: 3, remaining: 37 }),
  });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  const meter = await screen.findByRole('meter', { name: /^37 of 40 items left until March 31, 2030\./ });
  expect(meter).toHaveAttribute('aria-valuenow', '37');
  expect(screen.getByText(/covers the most expensive items first/)).toBeInTheDocument();
});

it('shows an expired subscription as Expired, with Renew taking the package again', async () => {
  api().on('GET', '/api/subscriptions/:id', { body: subscription({ status: 'expired', period_start: null, period_end: null, allowance: 40, used: 0, remaining: 0 }) });
  api().on('POST', '/api/subscriptions/', { status: 201, body: subscription({ id: 's2' }) });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(await screen.findByText('Expired')).toBeInTheDocument();
  expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Renew' }));
  expect(await screen.findByText('You have Subscribed to the Family Bundle Package! Pay to activate it.')).toBeInTheDocument();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/subscriptions/s2'));
});

it('offers to pay for the next month in the week before a paid month ends, and starts that payment', async () => {
  const ends = addDays(todayInAccra(), 5);
  api().on('GET', '/api/subscriptions/:id', { body: subscription({ status: 'active', end_date: ends }) });
  api().on('POST', '/api/finance/pay/', {
    body: { message: 'Payment initiated', data: { reference: 'ADOM-NEXT', access_code: 'x', amount: 45000, currency: 'GHS', provider: 'sandbox', email: 'ama@example.com' } },
  });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(await screen.findByText(/Pay for the next month now and your allowance carries on without a gap\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'PAID' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay for next month' }));
  await waitFor(() => expect(api().requests.filter((r) => r.path === '/api/finance/pay/')).toHaveLength(1));
  expect(api().requests.find((r) => r.path === '/api/finance/pay/')!.body).toEqual({ subscription: 's1' });
});

it('shows PAID, not paying ahead, while more than a week of the paid month is left', async () => {
  api().on('GET', '/api/subscriptions/:id', { body: subscription({ status: 'active', end_date: addDays(todayInAccra(), 20) }) });
  renderApp(<SubscriptionDetailRoute id="s1" />);
  expect(await screen.findByRole('button', { name: 'PAID' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Pay for next month' })).not.toBeInTheDocument();
});
