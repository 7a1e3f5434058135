import * as React from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { formatPickupDay } from '@laundry-accra/domain/pickup-windows';
import { formatReadyBy } from '@laundry-accra/domain/service-speed';
import { messages } from '@laundry-accra/domain/rules';
import { deferred, page, renderApp, signIn, setupTestApi, spinner } from '../testing/render-app';
import { AddBasketItemRoute } from './add-basket-item';
import { BasketRoute } from './basket';

const api = setupTestApi();

const items = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Shirt', price: '10.00', category: { id: 'c1', name: 'Laundry' } },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Suit (2 piece)', price: '60.00', category: { id: 'c2', name: 'Dry Cleaning' } },
];
const lines = [
  { id: 'b1', item: items[0].id, item_name: 'Shirt', quantity: 3, unit_price: '10.00', price_changed_from: null, total: '30.00', user: 'u1' },
  { id: 'b2', item: items[1].id, item_name: 'Suit (2 piece)', quantity: 1, unit_price: '60.00', price_changed_from: null, total: '60.00', user: 'u1' },
];
const home = { id: '33333333-3333-4333-8333-333333333333', address_name: 'Home', address: '12 Nii Sai Rd', street_name: null, city: 'Accra', town: 'East Legon', user: 'u1' };
const branch = { id: '44444444-4444-4444-8444-444444444444', name: 'East Legon' };

/** The day after today in Accra, and the one after it: the days the tests pick. */
const day1 = addDays(todayInAccra(), 1);
const day2 = addDays(todayInAccra(), 2);
const window = (start: string, end: string, remaining: number, unavailable: string | null = null) => ({
  start,
  end,
  capacity: 6,
  remaining,
  unavailable,
});
/**
 * Slots of the next 14 days: today past its windows, day 1 with two places left at 10:00 and a
 * full 14:00, day 2 a public holiday, the rest open with room.
 */
function slots(tenLeft = 2) {
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = addDays(todayInAccra(), i);
    if (i === 0) return { date, open: true, reason: null, windows: [window('08:00', '10:00', 0, 'That pickup window has already started; choose a later one.')] };
    if (i === 2) return { date, open: false, reason: "Farmers' Day", windows: [] };
    if (i === 1) {
      return {
        date,
        open: true,
        reason: null,
        windows: [
          window('10:00', '12:00', tenLeft, tenLeft ? null : 'That pickup window is full; choose another.'),
          window('14:00', '16:00', 0, 'That pickup window is full; choose another.'),
          window('16:00', '18:00', 6),
        ],
      };
    }
    return { date, open: true, reason: null, windows: [window('08:00', '10:00', 6)] };
  });
  return { branch: branch.id, days };
}

beforeEach(() => {
  signIn();
  api().on('GET', '/api/items/', { body: page(items) });
  api().on('GET', '/api/branches/', { body: page([branch]) });
  api().on('GET', '/api/branches/:id/slots/', { body: slots() });
});

it("says 'YOUR BASKET IS EMPTY.' and offers no Checkout", async () => {
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
  renderApp(<BasketRoute />);
  expect(await screen.findByText('YOUR BASKET IS EMPTY.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute('href', '/app/basket/add-basket');
});

it('shows a spinner while loading, then each line and the total', async () => {
  const answer = deferred();
  api().on('GET', '/api/bookings/basket/', async () => {
    await answer.promise;
    return { body: page(lines) };
  });
  renderApp(<BasketRoute />);
  expect(spinner('Loading your basket')).toBeInTheDocument();
  answer.resolve();
  const list = await screen.findByRole('list', { name: 'Basket items' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('Suit (2 piece)')).toBeInTheDocument();
  expect(screen.getByText(/Total:/)).toHaveTextContent(/GHC\s90\.00/);
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  expect(api().requests[0].headers.authorization).toBe('Bearer test-access-token');
});

it('says when the price of a line changed since it was added', async () => {
  api().on('GET', '/api/bookings/basket/', { body: page([{ ...lines[0], unit_price: '12.00', price_changed_from: '10.00', total: '36.00' }, lines[1]]) });
  renderApp(<BasketRoute />);
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent(/Price changed from GHC\s10\.00 to GHC\s12\.00 each\./);
  expect(screen.getAllByRole('note')).toHaveLength(1);
});

it('explains a failed load and loads again on Try Again', async () => {
  let calls = 0;
  api().on('GET', '/api/bookings/basket/', () => (++calls <= 4 ? { status: 503, body: { detail: 'Service unavailable' } } : { body: page(lines) }));
  renderApp(<BasketRoute />);
  expect(await screen.findByText('We could not load your basket.')).toBeInTheDocument();
  expect(screen.getByText('Service unavailable')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('list', { name: 'Basket items' })).toBeInTheDocument();
  expect(calls).toBe(5);
});

it("edits a line in 'Edit Basket' and returns to the basket", async () => {
  api().on('GET', '/api/bookings/basket/', { body: page(lines) });
  api().on('PATCH', '/api/bookings/basket/:id', (req) => ({ body: { ...lines[0], ...req.body } }));
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Shirt' }));
  expect(screen.getByRole('heading', { name: 'Edit Basket' })).toBeInTheDocument();
  const quantity = await screen.findByLabelText('Quantity');
  expect(screen.getByLabelText('Item')).toHaveValue(items[0].id);
  await user.clear(quantity);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.basketAdd.quantity)).toBeInTheDocument();
  await user.type(quantity, '5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Your Basket' })).toBeInTheDocument();
  const patch = api().requests.find((r) => r.method === 'PATCH');
  expect(patch?.path).toBe('/api/bookings/basket/b1');
  expect(patch?.body).toEqual({ item: items[0].id, quantity: 5 });
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it('deletes a line and reloads the basket', async () => {
  let current = lines;
  api().on('GET', '/api/bookings/basket/', () => ({ body: page(current) }));
  api().on('DELETE', '/api/bookings/basket/:id', (req) => {
    current = current.filter((line) => line.id !== req.params.id);
    return { status: 204 };
  });
  renderApp(<BasketRoute />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Shirt' }));
  await waitFor(() => expect(screen.queryByText('Shirt')).not.toBeInTheDocument());
  expect(screen.getByText('Suit (2 piece)')).toBeInTheDocument();
});

it("shows unit prices, and − and + change a line's quantity in place", async () => {
  let current = lines;
  api().on('GET', '/api/bookings/basket/', () => ({ body: page(current) }));
  api().on('PATCH', '/api/bookings/basket/:id', (req) => {
    current = current.map((line) => (line.id === req.params.id ? { ...line, quantity: req.body.quantity, total: `${req.body.quantity * 10}.00` } : line));
    return { body: current.find((line) => line.id === req.params.id) };
  });
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Basket items' });
  expect(within(list).getByText(/GHC\s10\.00 each/)).toBeInTheDocument();
  expect(within(list).getByText(/GHC\s60\.00 each/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'One less Suit (2 piece)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'One more Shirt' }));
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Quantity of Shirt' })).getByText('4')).toBeInTheDocument());
  expect(api().requests.find((r) => r.method === 'PATCH')?.body).toEqual({ item: items[0].id, quantity: 4 });
  expect(screen.getByText(/Total:/)).toHaveTextContent(/GHC\s100\.00/);
});

it('deletes a line at once, and Undo in the toast puts it back', async () => {
  let current = lines;
  api().on('GET', '/api/bookings/basket/', () => ({ body: page(current) }));
  api().on('DELETE', '/api/bookings/basket/:id', (req) => {
    current = current.filter((line) => line.id !== req.params.id);
    return { status: 204 };
  });
  api().on('POST', '/api/bookings/basket/', (req) => {
    current = [...current, { ...lines[0], id: 'b3', quantity: req.body.quantity }];
    return { status: 201, body: current[current.length - 1] };
  });
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Shirt' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Quantity of Shirt' })).not.toBeInTheDocument());
  expect(await screen.findByText('Shirt removed from your basket.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('group', { name: 'Quantity of Shirt' })).toHaveTextContent('3');
  expect(api().requests.find((r) => r.method === 'POST')?.body).toEqual({ item: items[0].id, quantity: 3 });
});

it("says 'Quantity must be at least 1' for a quantity of 0", async () => {
  api().on('GET', '/api/bookings/basket/', { body: page(lines) });
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Shirt' }));
  const quantity = await screen.findByLabelText('Quantity');
  await user.clear(quantity);
  await user.type(quantity, '0');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
});

describe('an address saved from the checkout', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    await user.type(within(dialog).getByLabelText('Address name'), 'Office');
    await user.type(within(dialog).getByLabelText('Address'), '4 La Crescent');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
  };
  const office = { ...home, id: '12121212-1212-4212-8212-121212121212', address_name: 'Office', address: '4 La Crescent', town: null, city: null };

  it('with none saved yet: opens \'Add A New Address\' over the checkout and comes back with it chosen', async () => {
    let saved = false;
    api().on('GET', '/api/bookings/basket/', { body: page(lines) });
    api().on('GET', '/api/address/', () => ({ body: page(saved ? [office] : []) }));
    api().on('POST', '/api/address/', () => {
      saved = true;
      return { status: 201, body: office };
    });
    renderApp(<BasketRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const checkout = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
    expect(await within(checkout).findByRole('alert')).toHaveTextContent('You have no saved address yet.');
    await user.click(within(checkout).getByRole('button', { name: 'Save an address' }));
    await fill(user, await screen.findByRole('dialog', { name: 'Add A New Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add A New Address' })).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(within(checkout).getByLabelText('Pickup address')).toHaveValue(office.id));
    // The dropoff follows the pickup in an effect of its own, a render later on a busy machine.
    await waitFor(() => expect(within(checkout).getByLabelText('Dropoff address')).toHaveValue(office.id));
    expect(api().requests.find((r) => r.method === 'POST' && r.path === '/api/address/')?.body).toMatchObject({
      address_name: 'Office',
      address: '4 La Crescent',
    });
  });

  it('with addresses saved: the new one becomes the pickup, and the day and window chosen stay', async () => {
    let saved = false;
    api().on('GET', '/api/bookings/basket/', { body: page(lines) });
    api().on('GET', '/api/address/', () => ({ body: page(saved ? [home, office] : [home]) }));
    api().on('POST', '/api/address/', () => {
      saved = true;
      return { status: 201, body: office };
    });
    renderApp(<BasketRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const checkout = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
    await user.click(await within(checkout).findByRole('radio', { name: formatPickupDay(day1) }));
    await user.click(within(checkout).getByRole('radio', { name: /16:00–18:00/ }));
    await user.click(within(checkout).getByRole('button', { name: 'Add a new address' }));
    await fill(user, await screen.findByRole('dialog', { name: 'Add A New Address' }));
    await waitFor(() => expect(within(checkout).getByLabelText('Pickup address')).toHaveValue(office.id));
    // The dropoff follows the pickup in an effect of its own, a render later on a busy machine.
    await waitFor(() => expect(within(checkout).getByLabelText('Dropoff address')).toHaveValue(office.id));
    expect(within(checkout).getByRole('radio', { name: formatPickupDay(day1) })).toBeChecked();
    expect(within(checkout).getByRole('radio', { name: /16:00–18:00/ })).toBeChecked();
  });
});

describe('a session that ends as the customer submits the checkout', () => {
  const expire = () => {
    api().on('POST', '/api/bookings/checkout/', { status: 401, body: { detail: 'Not signed in.' } });
    api().on('POST', '/api/auth/token/refresh/', { status: 401, body: { detail: 'Token is invalid or expired' } });
  };
  const chooseAndSubmit = async () => {
    renderApp(<BasketRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
    await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
    await user.click(within(dialog).getByRole('radio', { name: /16:00–18:00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api().requests.filter((r) => r.path === '/api/auth/token/refresh/')).toHaveLength(1));
  };

  beforeEach(() => {
    api().on('GET', '/api/bookings/basket/', { body: page(lines) });
    api().on('GET', '/api/address/', { body: page([home]) });
  });

  it('opens the checkout again, filled in, once the same customer is back', async () => {
    expire();
    await chooseAndSubmit();
    cleanup();
    signIn();
    api().on('POST', '/api/bookings/checkout/', { status: 201, body: { id: 'new-booking' } });
    renderApp(<BasketRoute />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
    expect(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /16:00–18:00/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Pickup address')).toHaveValue(home.id);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(api().requests.filter((r) => r.path === '/api/bookings/checkout/').at(-1)?.body).toMatchObject({
      pickup_date: day1,
      pickup_window: '16:00',
    });
  });

  it('shows another customer signing in on the same tab nothing of it', async () => {
    expire();
    await chooseAndSubmit();
    cleanup();
    signIn({ id: '6f1c1d52-8d9a-4a57-9a3e-3f0c2b1a0002', name: 'Kofi Boateng', email: 'kofi@example.com' });
    renderApp(<BasketRoute />);
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Checkout' })).not.toBeInTheDocument();
    // Dropped, not waiting for the first customer either.
    cleanup();
    signIn();
    renderApp(<BasketRoute />);
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Checkout' })).not.toBeInTheDocument();
  });
});

it("checks the checkout form, books the basket, says 'Success!' and shows the new booking", async () => {
  const work = { ...home, id: '66666666-6666-4666-8666-666666666666', address_name: 'Work', address: 'Ring Rd Central', town: null };
  api().on('GET', '/api/bookings/basket/', { body: page(lines) });
  api().on('GET', '/api/address/', { body: page([home, work]) });
  api().on('POST', '/api/bookings/checkout/', { status: 201, body: { id: 'new-booking' } });
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
  // The total is on the form, above Submit.
  expect(await within(dialog).findByText('Total')).toBeInTheDocument();
  expect(within(dialog).getByText('Total').parentElement).toHaveTextContent(/GHC\s90\.00/);
  await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByText(messages.checkout.pickup_address)).toBeInTheDocument();
  expect(within(dialog).getByText(messages.checkout.dropoff_address)).toBeInTheDocument();
  // The day's message comes with the day choices, which load the branch's slots first.
  expect(await within(dialog).findByText(messages.checkout.pickup_date)).toBeInTheDocument();

  // The dropoff follows the pickup until the customer picks another.
  await user.selectOptions(within(dialog).getByLabelText('Pickup address'), work.id);
  expect(within(dialog).getByLabelText('Dropoff address')).toHaveValue(work.id);
  await user.selectOptions(within(dialog).getByLabelText('Dropoff address'), home.id);
  await user.selectOptions(within(dialog).getByLabelText('Pickup address'), home.id);
  expect(within(dialog).getByLabelText('Dropoff address')).toHaveValue(home.id);
  await user.selectOptions(within(dialog).getByLabelText('Dropoff address'), work.id);
  expect(within(dialog).getByLabelText('Branch')).toHaveValue(branch.id);
  expect(within(dialog).getByText(/Your clothes are cleaned at this branch/)).toBeInTheDocument();
  await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
  await user.click(within(dialog).getByRole('radio', { name: /16:00–18:00/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Success!')).toBeInTheDocument();
  const checkout = api().requests.find((r) => r.path === '/api/bookings/checkout/');
  expect(checkout?.body).toEqual({
    pickup_address: home.id,
    handover: 'delivery',
    dropoff_address: work.id,
    branch: branch.id,
    pickup_date: day1,
    pickup_window: '16:00',
    service_speed: 'standard',
  });
  expect(navigate).toHaveBeenCalledWith('/app/bookings', { state: { justBooked: { id: 'new-booking' } } });
});

it("blocks saving in 'Edit Basket' when the quantity is emptied", async () => {
  api().on('GET', '/api/bookings/basket/', { body: page(lines) });
  api().on('PATCH', '/api/bookings/basket/:id', (req) => ({ body: { ...lines[0], ...req.body } }));
  renderApp(<BasketRoute />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Shirt' }));
  const quantity = await screen.findByLabelText('Quantity');
  expect(quantity).toHaveValue(3);
  await user.clear(quantity);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.basketAdd.quantity)).toBeInTheDocument();
  expect(quantity).toHaveAccessibleDescription(messages.basketAdd.quantity);
  expect(screen.getByRole('heading', { name: 'Edit Basket' })).toBeInTheDocument();
  expect(api().requests.find((r) => r.method === 'PATCH')).toBeUndefined();
});

describe("'Confirm Checkout' dialog", () => {
  beforeEach(() => api().on('GET', '/api/bookings/basket/', { body: page(lines) }));

  const openCheckout = async () => {
    renderApp(<BasketRoute />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Checkout' }));
    return screen.findByRole('dialog', { name: 'Confirm Checkout' });
  };

  it('shows a spinner while the addresses and branches load', async () => {
    const answer = deferred();
    api().on('GET', '/api/address/', async () => {
      await answer.promise;
      return { body: page([home]) };
    });
    api().on('GET', '/api/branches/', async () => {
      await answer.promise;
      return { body: page([branch]) };
    });
    const dialog = await openCheckout();
    expect(dialog).toContainElement(spinner('Loading your addresses and our branches'));
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    answer.resolve();
    expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Branch')).toHaveValue(branch.id);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('preselects the branch the pickup address is nearest (here: names), and says why', async () => {
    const osu = { id: '55555555-5555-4555-8555-555555555555', name: 'Osu' };
    const oxford = { ...home, id: '77777777-7777-4777-8777-777777777777', address: '12 Oxford St', town: 'Osu' };
    api().on('GET', '/api/address/', { body: page([oxford]) });
    api().on('GET', '/api/branches/', { body: page([branch, osu]) });
    const dialog = await openCheckout();
    // One saved address: it is the pickup and the dropoff already.
    expect(await within(dialog).findByLabelText('Pickup address')).toHaveValue(oxford.id);
    expect(within(dialog).getByLabelText('Dropoff address')).toHaveValue(oxford.id);
    expect(within(dialog).getByLabelText('Branch')).toHaveValue(osu.id);
    expect(within(dialog).getByText(/We chose Osu, the branch in the area of your pickup address\./)).toBeInTheDocument();
  });

  it("prefers the address's map point to the area it names: the nearest branch to the point", async () => {
    const osu = { id: '55555555-5555-4555-8555-555555555555', name: 'Osu' };
    // The words say Osu, the point the customer placed is a street from the East Legon branch.
    const placed = { ...home, id: '99999999-9999-4999-8999-999999999999', address: '12 Oxford St', town: 'Osu', latitude: 5.6401, longitude: -0.1502 };
    api().on('GET', '/api/address/', { body: page([placed]) });
    api().on('GET', '/api/branches/', { body: page([osu, branch]) });
    const dialog = await openCheckout();
    expect(await within(dialog).findByLabelText('Pickup address')).toHaveValue(placed.id);
    expect(within(dialog).getByLabelText('Branch')).toHaveValue(branch.id);
    expect(within(dialog).getByText(/East Legon is the nearest to your pickup address\./)).toBeInTheDocument();
  });

  it('asks for a branch when there are several and the address says nothing of where it is', async () => {
    const osu = { id: '55555555-5555-4555-8555-555555555555', name: 'Osu' };
    const plain = { ...home, address: 'House 4', town: null, city: null };
    api().on('GET', '/api/address/', { body: page([plain, { ...plain, id: '88888888-8888-4888-8888-888888888888' }]) });
    api().on('GET', '/api/branches/', { body: page([branch, osu]) });
    const dialog = await openCheckout();
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(messages.checkout.branch)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Branch')).toHaveAccessibleDescription(messages.checkout.branch);
    await user.selectOptions(within(dialog).getByLabelText('Branch'), osu.id);
    await user.selectOptions(within(dialog).getByLabelText('Pickup address'), home.id);
    await user.selectOptions(within(dialog).getByLabelText('Dropoff address'), home.id);
    await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
    api().on('POST', '/api/bookings/checkout/', { status: 201, body: { id: 'new-booking' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/bookings', expect.anything()));
    expect(api().requests.find((r) => r.path === '/api/bookings/checkout/')?.body).toMatchObject({ branch: osu.id });
  });

  it('disables closed and past days with the reason, says how few places are left, and works from the keyboard', async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    const dialog = await openCheckout();
    const today = await within(dialog).findByRole('radio', { name: formatPickupDay(todayInAccra()) });
    expect(today).toBeDisabled();
    expect(today).toHaveAccessibleDescription('No window left that day');
    const holiday = within(dialog).getByRole('radio', { name: formatPickupDay(day2) });
    expect(holiday).toBeDisabled();
    expect(holiday).toHaveAccessibleDescription("Farmers' Day");

    const user = userEvent.setup();
    within(dialog).getByRole('radio', { name: formatPickupDay(day1) }).focus();
    await user.keyboard(' ');
    const ten = within(dialog).getByRole('radio', { name: /10:00–12:00/ });
    expect(ten).toHaveAccessibleDescription('2 left');
    expect(within(dialog).getByRole('radio', { name: /14:00–16:00/ })).toBeDisabled();
    ten.focus();
    await user.keyboard(' ');
    expect(ten).toBeChecked();
  });

  it('on a full window (409) says so and shows the windows afresh', async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    const dialog = await openCheckout();
    const user = userEvent.setup();
    await user.selectOptions(await within(dialog).findByLabelText('Pickup address'), home.id);
    await user.selectOptions(within(dialog).getByLabelText('Dropoff address'), home.id);
    await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
    await user.click(within(dialog).getByRole('radio', { name: /10:00–12:00/ }));
    // Someone else took the last places meanwhile.
    api().on('GET', '/api/branches/:id/slots/', { body: slots(0) });
    api().on('POST', '/api/bookings/checkout/', { status: 409, body: { detail: 'That pickup window is full; choose another.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('That pickup window is full; choose another.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /10:00–12:00/ })).toBeDisabled());
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /10:00–12:00/ })).not.toBeChecked());
  });

  it('offers Standard or Same-Day Express with the ready time and the fee before submitting, and sends the choice', async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    const base = slots();
    const expressReady = `${addDays(day1, 1)}T12:00:00.000Z`;
    const standardReady = `${addDays(day1, 2)}T12:00:00.000Z`;
    api().on('GET', '/api/branches/:id/slots/', {
      body: {
        ...base,
        express_surcharge_percent: 50,
        days: base.days.map((day) => ({
          ...day,
          express_remaining: day.open ? 2 : 0,
          windows: day.windows.map((w) => ({
            ...w,
            express: w.start === '10:00' && !w.unavailable,
            express_ready_by: w.start === '10:00' ? expressReady : null,
            standard_ready_by: w.start === '10:00' ? standardReady : `${addDays(day.date, 2)}T18:00:00.000Z`,
          })),
        })),
      },
    });
    const dialog = await openCheckout();
    const user = userEvent.setup();
    const standard = await within(dialog).findByRole('radio', { name: 'Standard' });
    expect(standard).toBeChecked();
    await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
    await user.click(within(dialog).getByRole('radio', { name: /10:00–12:00/ }));
    const express = within(dialog).getByRole('radio', { name: 'Same-Day Express' });
    expect(express).toBeEnabled();
    expect(express).toHaveAccessibleDescription(new RegExp(`^Ready by ${formatReadyBy(expressReady)} \\+ GHC\\s45\\.00 \\(50 % of the items\\)$`));
    expect(standard).toHaveAccessibleDescription(`Ready by ${formatReadyBy(standardReady)}`);
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent(/GHC\s90\.00/);
    await user.click(express);
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent(/GHC\s135\.00/);

    // A window 24 hours does not fit turns Express off, and says why.
    await user.click(within(dialog).getByRole('radio', { name: /16:00–18:00/ }));
    await waitFor(() => expect(standard).toBeChecked());
    expect(within(dialog).getByRole('radio', { name: 'Same-Day Express' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Same-Day Express' })).toHaveAccessibleDescription(
      /Not offered for this window: we are closed 24 hours later/,
    );

    await user.click(within(dialog).getByRole('radio', { name: /10:00–12:00/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Same-Day Express' }));
    api().on('POST', '/api/bookings/checkout/', { status: 201, body: { id: 'new-booking' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/bookings', expect.anything()));
    expect(api().requests.find((r) => r.path === '/api/bookings/checkout/')?.body).toMatchObject({
      pickup_date: day1,
      pickup_window: '10:00',
      service_speed: 'express',
    });
  });

  it("shows the branch's pickup fee before submitting, how many kilos make it free, and free from 5 kg", async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    api().on('GET', '/api/branches/:id/slots/', { body: { ...slots(), express_surcharge_percent: 50, pickup_fee: '10.00', free_pickup_from_kg: 5 } });
    const dialog = await openCheckout();
    // Pieces only: the fee is charged and added to the total.
    expect(await within(dialog).findByText('Pickup and delivery')).toBeInTheDocument();
    expect(within(dialog).getByText('Pickup and delivery').nextSibling).toHaveTextContent(/GHC\s10\.00/);
    expect(within(dialog).getByText('Pickup is free from 5 kg of laundry by the kilo, or with a monthly package.')).toBeInTheDocument();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent(/GHC\s100\.00/);
  });

  it("'I'll collect at …' takes the dropoff address away and the delivery part off the fee, and books without a dropoff", async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    api().on('GET', '/api/branches/:id/slots/', { body: { ...slots(), express_surcharge_percent: 50, pickup_fee: '10.00', free_pickup_from_kg: 5 } });
    api().on('POST', '/api/bookings/checkout/', { status: 201, body: { id: 'new-booking' } });
    const dialog = await openCheckout();
    const user = userEvent.setup();
    expect(await within(dialog).findByRole('radio', { name: 'Deliver to my address' })).toBeChecked();
    expect(within(dialog).getByLabelText('Dropoff address')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: `I'll collect at ${branch.name}` }));
    expect(within(dialog).queryByLabelText('Dropoff address')).not.toBeInTheDocument();
    // The pickup part alone: GHC 5.00 of the 10.00.
    expect(await within(dialog).findByText('Pickup')).toBeInTheDocument();
    expect(within(dialog).getByText('Pickup').nextSibling).toHaveTextContent(/GHC\s5\.00/);
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent(/GHC\s95\.00/);
    await user.click(await within(dialog).findByRole('radio', { name: formatPickupDay(day1) }));
    await user.click(within(dialog).getByRole('radio', { name: /16:00–18:00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    const sent = api().requests.find((r) => r.path === '/api/bookings/checkout/')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ handover: 'collection', pickup_address: home.id, branch: branch.id });
    expect(sent).not.toHaveProperty('dropoff_address');
  });

  it('drops the pickup fee for 5 kg or more by the kilo, and says how much more is needed under it', async () => {
    const perKg = (quantity: number) => ({
      id: 'b3', item: '55555555-5555-4555-8555-555555555555', item_name: 'Something Light', quantity, unit: 'kg' as const, estimate: true,
      unit_price: '15.00', price_changed_from: null, total: (15 * quantity).toFixed(2), user: 'u1',
    });
    api().on('GET', '/api/address/', { body: page([home]) });
    api().on('GET', '/api/branches/:id/slots/', { body: { ...slots(), express_surcharge_percent: 50, pickup_fee: '10.00', free_pickup_from_kg: 5 } });
    api().on('GET', '/api/bookings/basket/', { body: page([perKg(5)]) });
    const dialog = await openCheckout();
    expect(await within(dialog).findByText('Free (5 kg or more)')).toBeInTheDocument();
    expect(within(dialog).getByText('Total (estimate)').nextSibling).toHaveTextContent(/GHC\s75\.00/);
  });

  it('under 5 kg by the kilo, says how many more kilos make pickup free', async () => {
    api().on('GET', '/api/address/', { body: page([home]) });
    api().on('GET', '/api/branches/:id/slots/', { body: { ...slots(), express_surcharge_percent: 50, pickup_fee: '10.00', free_pickup_from_kg: 5 } });
    api().on('GET', '/api/bookings/basket/', {
      body: page([
        { id: 'b3', item: '55555555-5555-4555-8555-555555555555', item_name: 'Something Light', quantity: 3.5, unit: 'kg', estimate: true, unit_price: '15.00', price_changed_from: null, total: '52.50', user: 'u1' },
      ]),
    });
    const dialog = await openCheckout();
    expect(await within(dialog).findByText('Add 1.5 kg more by the kilo and pickup is free (free from 5 kg).')).toBeInTheDocument();
    expect(within(dialog).getByText('Total (estimate)').nextSibling).toHaveTextContent(/GHC\s62\.50/);
  });

  it('explains addresses that failed to load and loads them again on Try Again', async () => {
    let calls = 0;
    api().on('GET', '/api/address/', () => (++calls <= 4 ? { status: 503, body: { detail: 'Service unavailable' } } : { body: page([home]) }));
    const dialog = await openCheckout();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your addresses.');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(calls).toBe(5);
  });

  it('explains branches that failed to load and loads them again on Try Again', async () => {
    let calls = 0;
    api().on('GET', '/api/address/', { body: page([home]) });
    api().on('GET', '/api/branches/', () => (++calls <= 4 ? { status: 500, body: { detail: 'Database unavailable' } } : { body: page([branch]) }));
    const dialog = await openCheckout();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our branches.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Branch')).toHaveValue(branch.id);
    expect(calls).toBe(5);
  });
});

describe('add basket item', () => {
  it('asks for an item and a quantity', async () => {
    renderApp(<AddBasketItemRoute />);
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText(messages.basketAdd.item)).toBeInTheDocument();
    expect(screen.getByText(messages.basketAdd.quantity)).toBeInTheDocument();
  });

  it('adds the item, then goes back to the basket', async () => {
    api().on('POST', '/api/bookings/basket/', (req) => ({ status: 201, body: { id: 'b9', ...req.body } }));
    renderApp(<AddBasketItemRoute />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Item'), items[1].id);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/basket'));
    expect(api().requests.find((r) => r.method === 'POST')?.body).toEqual({ item: items[1].id, quantity: 2 });
  });

  it('shows a spinner while the items load', async () => {
    const answer = deferred();
    api().on('GET', '/api/items/', async () => {
      await answer.promise;
      return { body: page(items) };
    });
    renderApp(<AddBasketItemRoute />);
    expect(spinner('Loading the items')).toBeInTheDocument();
    expect(screen.queryByLabelText('Item')).not.toBeInTheDocument();
    answer.resolve();
    const select = await screen.findByLabelText('Item');
    expect(within(select).getByRole('option', { name: /Suit \(2 piece\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows why the items could not load', async () => {
    api().on('GET', '/api/items/', { status: 500, body: { detail: 'Database unavailable' } });
    renderApp(<AddBasketItemRoute />);
    expect(await screen.findByText('We could not load the items.')).toBeInTheDocument();
  });
});

it('shows what the package will cover before checkout, and what is left to pay', async () => {
  api().on('GET', '/api/bookings/basket/', { body: page(lines) });
  api().on('GET', '/api/bookings/basket/cover/', {
    body: {
      lines: [
        { id: lines[0].id, item_name: lines[0].item_name, quantity: lines[0].quantity, covered_quantity: lines[0].quantity, covered_by: 'Solo', total: '0.00' },
      ],
      sub_total: '0.00',
      order: 'Your package covers the most expensive items first.',
    },
  });
  renderApp(<BasketRoute />);
  expect(await screen.findByText(`Covered by Solo: ${lines[0].quantity} × ${lines[0].item_name}`)).toBeInTheDocument();
  expect(screen.getByText(/To pay:/)).toHaveTextContent(/GHC\s0\.00/);
  expect(screen.getByText(/covers the most expensive items first/)).toBeInTheDocument();
  const asked = api().requests.find((r) => r.path === '/api/bookings/basket/cover/');
  expect(asked).toBeDefined();
  // The checkout's total is what is left to pay, not the items' prices.
  api().on('GET', '/api/address/', { body: page([home]) });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Checkout' });
  expect(await within(dialog).findByText('Total')).toBeInTheDocument();
  expect(within(dialog).getByText('Total').parentElement).toHaveTextContent(/GHC\s0\.00/);
});

describe("a quote handed over from /get-quote ('Book these items')", () => {
  // As the calculator writes it: by category and name (a built page's ids may be the seed's).
  const quoteSearch = `?quote=${encodeURIComponent(JSON.stringify([['Laundry', 'Shirt', 3], ['Dry Cleaning', 'Suit (2 piece)', 1], ['Laundry', 'Spacesuit', 2]]))}`;
  const at = (search: string) => ({ search, pathname: '/app/basket' }) as unknown as React.ComponentProps<typeof BasketRoute>['location'];

  it('puts each line in the basket once, drops the quote from the address and shows the basket with them', async () => {
    let current: typeof lines = [];
    api().on('GET', '/api/bookings/basket/', () => ({ body: page(current) }));
    api().on('POST', '/api/bookings/basket/', (req) => {
      const item = items.find((one) => one.id === req.body.item)!;
      const line = { ...lines[0], id: `b-${item.id}`, item: item.id, item_name: item.name, quantity: req.body.quantity, unit_price: item.price, total: `${Number(item.price) * req.body.quantity}.00` };
      current = [...current, line];
      return { status: 201, body: line };
    });
    renderApp(<BasketRoute location={at(quoteSearch)} />);
    expect(spinner('Adding the items from your quote')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/app/basket', { replace: true });
    expect(await screen.findByText(/4 pieces from your quote added to your basket\./)).toBeInTheDocument();
    expect(screen.getByText(/1 line of your quote is no longer available\./)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Basket items' });
    expect(within(list).getByRole('group', { name: 'Quantity of Shirt' })).toHaveTextContent('3');
    expect(within(list).getByRole('group', { name: 'Quantity of Suit (2 piece)' })).toHaveTextContent('1');
    expect(api().requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { item: items[0].id, quantity: 3 },
      { item: items[1].id, quantity: 1 },
    ]);
    // Once: re-rendering the screen (the basket refetched) sends nothing more.
    await waitFor(() => expect(api().requests.filter((r) => r.method === 'GET' && r.path === '/api/bookings/basket/').length).toBeGreaterThan(0));
    expect(api().requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('says so when the basket could not take the quote, and shows the basket as it is', async () => {
    api().on('GET', '/api/bookings/basket/', { body: page([]) });
    api().on('POST', '/api/bookings/basket/', { status: 500, body: { detail: 'Something went wrong on our side.' } });
    renderApp(<BasketRoute location={at(quoteSearch)} />);
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(await screen.findByText('YOUR BASKET IS EMPTY.')).toBeInTheDocument();
    expect(api().requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
